import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';

/** A signer's PDF at `path` (the record's DocPath, or the sealed copy's), read with the link's token. */
export function signerPdfUrl(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ [SIGNER_TOKEN_PARAM]: token })}`;
}
