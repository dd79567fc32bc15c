import { dispatchSignFlowEvent, type SignFlowHandlers, signingOriginOf } from './messages';

export interface MountOptions extends SignFlowHandlers {
  /** The signer's link, as SignFlow mailed it or your server got it. */
  url: string;
  /** The frame's accessible name (default 'Sign document'). */
  title?: string;
  /** The frame's height (default '100%': give the element a height). */
  height?: string;
}

export interface MountedSigning {
  iframe: HTMLIFrameElement;
  /** Removes the frame and stops listening. */
  unmount(): void;
}

/**
 * Puts the signing page in an iframe inside `element` and raises its events. Only messages from the signing link's
 * origin, sent by this frame, are read: another frame or site cannot pretend a document was signed.
 */
export function mountSignFlowSigning(element: HTMLElement, options: MountOptions): MountedSigning {
  const view = element.ownerDocument.defaultView;
  if (!view) throw new Error('SignFlow: the element is not in a window');
  const origin = signingOriginOf(options.url, view.location.href);
  const iframe = element.ownerDocument.createElement('iframe');
  iframe.src = new URL(options.url, view.location.href).href;
  iframe.title = options.title ?? 'Sign document';
  iframe.style.width = '100%';
  iframe.style.height = options.height ?? '100%';
  iframe.style.border = '0';
  iframe.style.display = 'block';
  // The signer may pick an image or a PDF of their signature, and draw with a pointer.
  iframe.allow = 'clipboard-write';

  const listener = (event: MessageEvent) => {
    dispatchSignFlowEvent(event, { origin, source: iframe.contentWindow ?? undefined }, options);
  };
  view.addEventListener('message', listener);
  element.appendChild(iframe);
  return {
    iframe,
    unmount() {
      view.removeEventListener('message', listener);
      iframe.remove();
    },
  };
}
