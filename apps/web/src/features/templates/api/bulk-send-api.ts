import {
  BULK_SEND_FILE_FIELD,
  BULK_SEND_SEND_FIELD,
  type BulkSendProgress,
  type BulkSendQueued,
  bulkSendSamplePath,
} from '@signflow/contract/bulk-sends';
import { baseApi } from '../../../api/base-api';
import { postFormWithProgress } from '../../../api/post-form-with-progress';
import { saveAsFile } from '../../../api/save-download';
import type { SessionCall, SessionFetch } from '../../../api/session-auth';

/** A bulk send's progress provides 'BulkSend': the live updates read it again as it goes on (bulk-send events). */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['BulkSend'] });

/**
 * A bulk send's progress as the web app reads it: the answer with the template it was made from as `fromTemplate`
 * (the answer's `templateId`: in the web app's addresses that spelling names a document, docs/glossary.md).
 */
export type BulkSendReport = Omit<BulkSendProgress, 'templateId'> & { fromTemplate: string | null };

/** Bulk send's calls (docs/api.md#bulk-send). */
export const bulkSendApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBulkSend: build.query<BulkSendReport, string>({
      query: (id) => `/bulk-sends/${encodeURIComponent(id)}`,
      transformResponse: ({ templateId, ...progress }: BulkSendProgress) => ({ ...progress, fromTemplate: templateId }),
      providesTags: ['BulkSend'],
    }),
  }),
});

export const { useGetBulkSendQuery } = bulkSendApi;

/** POST /v1/templates/{id}/bulk-sends: the CSV file, and whether each document is sent at once or left a Draft. */
export function postBulkSend({
  template,
  file,
  send,
  session,
  onProgress,
  signal,
}: {
  /** The template's id. */
  template: string;
  file: File;
  send: boolean;
  session: SessionCall;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<BulkSendQueued> {
  const form = new FormData();
  form.append(BULK_SEND_SEND_FIELD, String(send));
  form.append(BULK_SEND_FILE_FIELD, file);
  return postFormWithProgress<BulkSendQueued>({
    url: `/v1/templates/${encodeURIComponent(template)}/bulk-sends`,
    form,
    session,
    onProgress,
    signal,
  });
}

/** A sample that could not be fetched, with the server's message (in English: the page translates it). */
export class SampleDownloadError extends Error {}

/** GET the template's sample CSV with the owner's token, saved as a file under the server's name for it. */
export async function downloadBulkSendSample(templateId: string, fetchAsOwner: SessionFetch): Promise<void> {
  const response = await fetchAsOwner(bulkSendSamplePath(encodeURIComponent(templateId)));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new SampleDownloadError(body?.message ?? 'Failed');
  }
  await saveAsFile(response, 'bulk-send-sample.csv');
}
