/** POST /v1/verify: a multipart form with the PDF in this part. Public: no token. */
export const VERIFY_FILE_FIELD = 'file';

/**
 * The PAdES baseline levels a seal reaches (docs/domain.md#sealing-and-verification): B-B a signature; B-T with
 * a trusted time; B-LT with the certificates and revocation data a validator needs later; B-LTA with, besides,
 * a document time-stamp over it all.
 */
export const SEAL_LEVELS = ['B-B', 'B-T', 'B-LT', 'B-LTA'] as const;
export type SealLevel = (typeof SEAL_LEVELS)[number];

/** A party of a sealed document as the verification shows it. */
export interface VerifiedParty {
  name: string;
  email: string;
  decision: 'approved' | 'rejected' | 'revision' | null;
  /** ISO 8601, UTC; null for a signer who never submitted. */
  signedAt: string | null;
}

/** Who signed a PDF, from the certificate it carries. */
export interface VerifiedSigner {
  /** The certificate's subject and issuer, as `CN=…, O=…`. */
  subject: string;
  issuer: string;
  /** The certificate issued itself. */
  selfSigned: boolean;
  /** It is this installation's sealing certificate, or chains to one it trusts (VERIFY_TRUSTED_ROOTS). */
  trusted: boolean;
}

/**
 * What the PDF's own signature says, checked without the register (docs/domain.md#sealing-and-verification).
 * `change` is null while the file is as signed (validation data and a document time-stamp added after the
 * signature do not count), 'appended' when bytes were added after it (an incremental update) and 'altered' when
 * bytes it covers were changed.
 */
export interface VerifiedSignature {
  present: boolean;
  /** The signature holds for the bytes it covers: they hash to what was signed, and the signature verifies. */
  valid: boolean;
  unchanged: boolean;
  change: null | 'appended' | 'altered';
  signer: VerifiedSigner | null;
  /** The signature's RFC 3161 time-stamp, when it carries one that holds. ISO 8601, UTC. */
  timestamp: null | { time: string; authority: string };
  /** The file holds the signer's chain and revocation data (a document security store). */
  longTermValidation: boolean;
}

/**
 * The verdict. `genuine` only for a file byte for byte as this installation sealed it (its register knows its
 * SHA-256), with the document and its parties; `signature` says what the file's own seal shows, whoever made
 * it, and `register` whether this installation's register knows the file.
 */
export type VerifyResponse = (
  | {
      genuine: true;
      message: string;
      document: { name: string; sha256: string; originalSha256: string; completedAt: string; sealedAt: string };
      parties: VerifiedParty[];
    }
  | { genuine: false; message: string }
) & {
  signature: VerifiedSignature;
  register: { known: boolean };
};
