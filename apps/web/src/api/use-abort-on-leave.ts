import { useEffect, useRef } from 'react';

/**
 * A signal for the page's long call (an upload): aborted when the page is left, so the call neither goes on
 * uploading nor brings the person back to a page they left. Each call asks for a new one.
 */
export function useAbortOnLeave(): () => AbortSignal {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return () => {
    current.current = new AbortController();
    return current.current.signal;
  };
}
