import {
  TEMPLATE_FILE_FIELD,
  TEMPLATE_NAME_FIELD,
  TEMPLATE_ROLES_FIELD,
  type TemplateDetail,
  type TemplateRoleInput,
} from '@signflow/contract/templates';
import { postFormWithProgress } from '../../../api/post-form-with-progress';
import type { SessionCall } from '../../../api/session-auth';

/** The new template's form: its name and roles first, checked as soon as the server reads them, then the PDF. */
export function templateForm({ file, name, roles }: { file: File; name: string; roles: TemplateRoleInput[] }) {
  const form = new FormData();
  form.append(TEMPLATE_NAME_FIELD, name);
  form.append(TEMPLATE_ROLES_FIELD, JSON.stringify(roles));
  form.append(TEMPLATE_FILE_FIELD, file);
  return form;
}

/** POST /v1/templates with progress, streamed as a document's upload is (docs/api.md#templates). */
export function uploadTemplate({
  session,
  onProgress,
  signal,
  ...parts
}: Parameters<typeof templateForm>[0] & {
  session: SessionCall;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<TemplateDetail> {
  const form = templateForm(parts);
  return postFormWithProgress<TemplateDetail>({ url: '/v1/templates', form, session, onProgress, signal });
}
