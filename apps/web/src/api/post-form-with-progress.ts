import type { ApiError } from '@signflow/contract/api-errors';
import type { SessionCall } from './session-auth';

/** A failed form post: the server's `{code, message}` answer when there was one (the shape readApiError reads). */
export class FormPostError extends Error {
  constructor(readonly answer: { status: number; data: ApiError | undefined }) {
    super(answer.data?.message ?? 'Failed');
  }
}

/**
 * POSTs a multipart form to the API, reporting how much of it has gone: fetch cannot report upload progress,
 * XMLHttpRequest can. Resolves with the JSON answer of a 2xx; rejects with a FormPostError otherwise (status 0
 * when no answer came at all, e.g. the network failed). A post for the signed-in account goes as its `session`.
 */
export function postFormWithProgress<Answer>(options: {
  url: string;
  form: FormData;
  session?: SessionCall;
  onProgress: (fraction: number) => void;
  /** Aborts the post (the page was left): it rejects as if no answer came. */
  signal?: AbortSignal;
}): Promise<Answer> {
  const { session } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', options.url);
    for (const [name, value] of Object.entries(session?.headers ?? {})) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      session?.answered(request.status);
      if (request.status >= 200 && request.status < 300) resolve(request.response as Answer);
      else reject(new FormPostError({ status: request.status, data: request.response ?? undefined }));
    };
    request.onerror = () => reject(new FormPostError({ status: 0, data: undefined }));
    request.onabort = request.onerror;
    if (options.signal?.aborted) return request.onerror(new ProgressEvent('abort'));
    const abort = () => request.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    request.onloadend = () => options.signal?.removeEventListener('abort', abort);
    request.send(options.form);
  });
}
