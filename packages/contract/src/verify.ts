/** POST /v1/verify: a multipart form with the PDF in this part. Public: no token. */
export const VERIFY_FILE_FIELD = 'file';

/** A party of a sealed document as the verification shows it. */
export interface VerifiedParty {
  name: string;
  email: string;
  decision: 'approved' | 'rejected' | 'revision' | null;
  /** ISO 8601, UTC; null for a signer who never submitted. */
  signedAt: string | null;
}

/**
 * The verdict (docs/domain.md#sealing-and-verification): genuine only for a file byte for byte as this installation sealed it. A changed copy
 * or a foreign PDF is not genuine, with `message` saying so.
 */
export type VerifyResponse =
  | {
      genuine: true;
      message: string;
      document: { name: string; sha256: string; originalSha256: string; completedAt: string; sealedAt: string };
      parties: VerifiedParty[];
    }
  | { genuine: false; message: string };
