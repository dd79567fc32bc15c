import { useState } from 'react';
import { type ActionFailure, formPostActionFailure } from './action-error';

/**
 * A file posted from a form, with its upload's progress (0 to 1; null when none is under way) and the server's refusal
 * in the reader's words (too large, too many uploads at once, busy, the plan's limit). `post` runs `upload`, handing it
 * the progress to report; a refusal is kept in `failure`, and given to `onRefused` too.
 */
export function useFormPost() {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const post = async (
    upload: (onProgress: (fraction: number) => void) => Promise<void>,
    onRefused?: (error: unknown) => void,
  ) => {
    setFailure(null);
    setProgress(0);
    try {
      await upload(setProgress);
    } catch (error) {
      setFailure(formPostActionFailure(error));
      onRefused?.(error);
    } finally {
      setProgress(null);
    }
  };
  return { progress, uploading: progress !== null, failure, post };
}
