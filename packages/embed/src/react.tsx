import { type CSSProperties, useEffect, useRef } from 'react';
import type { SignFlowEvent, SignFlowHandlers } from './messages';
import { mountSignFlowSigning } from './mount';

export interface SignFlowSigningProps extends SignFlowHandlers {
  /** The signer's link. */
  url: string;
  /** The frame's accessible name (default 'Sign document'). */
  title?: string;
  className?: string;
  /** The box around the frame (default: full width, 720px high). */
  style?: CSSProperties;
}

/**
 * SignFlow's signing page in an iframe, its events as props. A new `url` makes a new frame; new handlers are used
 * from the next event on, without reloading the page.
 */
export function SignFlowSigning({ url, title, className, style, ...handlers }: SignFlowSigningProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef<SignFlowHandlers>(handlers);
  latest.current = handlers;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const call = (name: keyof SignFlowHandlers) => (event: SignFlowEvent) => latest.current[name]?.(event);
    const mounted = mountSignFlowSigning(element, {
      url,
      title,
      onLoaded: call('onLoaded'),
      onSigned: call('onSigned'),
      onRejected: call('onRejected'),
      onRevisionRequested: call('onRevisionRequested'),
      onError: call('onError'),
    });
    return () => mounted.unmount();
  }, [url, title]);

  return <div ref={box} className={className} style={style ?? { width: '100%', height: 720 }} />;
}
