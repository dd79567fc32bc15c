import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';

/** A signer's PDF (SPEC §7 DocPath?token): the record's DocPath, read with the link's token. */
export function signerPdfUrl(docPath: string, token: string): string {
  return `${docPath}?${new URLSearchParams({ [SIGNER_TOKEN_PARAM]: token })}`;
}
