import { ADD_SCRIPT_ERROR } from '@signflow/contract/social-sign-in';

/** A sign-in library could not be loaded: `code` is the published ADD_SCRIPT_ERROR. */
export class ScriptLoadError extends Error {
  readonly code = ADD_SCRIPT_ERROR;
  constructor(readonly src: string) {
    super(`${ADD_SCRIPT_ERROR}: ${src}`);
  }
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a third-party script once, when a sign-in button first needs it (never with the page). A failed load
 * rejects with ScriptLoadError and is forgotten, so a later click tries again.
 */
export function loadScript(src: string, documentToUse: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = documentToUse.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new ScriptLoadError(src));
    };
    documentToUse.head.appendChild(script);
  });
  loading.set(src, loaded);
  return loaded;
}
