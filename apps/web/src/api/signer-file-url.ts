import { SIGNING_SESSION_PARAM } from '@signflow/contract/signer-verification';
import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';

/**
 * A file a signer reads at `path` with their link's token: the record's DocPath, the sealed copy, another signer's
 * field image.
 */
export function signerFileUrl(path: string, token: string, session?: string | null): string {
  const query = new URLSearchParams({ [SIGNER_TOKEN_PARAM]: token });
  // A signer who passed a check (docs/domain.md#signer-verification): an image sends no header, so the query does.
  if (session) query.set(SIGNING_SESSION_PARAM, session);
  return `${path}?${query}`;
}
