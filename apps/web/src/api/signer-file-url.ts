import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';

/**
 * A file a signer reads at `path` with their link's token: the record's DocPath, the sealed copy, another signer's
 * field image.
 */
export function signerFileUrl(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ [SIGNER_TOKEN_PARAM]: token })}`;
}
