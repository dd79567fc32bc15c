import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { VerifyResponse } from '@signflow/contract/verify';
import type { Db } from '../../db/client';
import { listSigners } from '../documents/repo';
import { findSealedBySha256 } from './repo';

/**
 * POST /v1/verify (issue 6): genuine only when the file is, byte for byte, a PDF this installation sealed;
 * any change after sealing changes its SHA-256, so a changed copy is as unknown as a foreign file.
 */
export async function verifySealedFile(db: Db, sha256: string): Promise<VerifyResponse> {
  const document = await findSealedBySha256(db, sha256);
  if (!document?.sealedAt || !document.sealedSha256) {
    return { genuine: false, message: API_MESSAGES.verifyNotGenuine };
  }
  const signers = await listSigners(db, document.id);
  return {
    genuine: true,
    message: API_MESSAGES.verifyGenuine,
    document: {
      name: document.name,
      sha256: document.sealedSha256,
      originalSha256: document.sha256,
      completedAt: (document.completedAt ?? document.sealedAt).toISOString(),
      sealedAt: document.sealedAt.toISOString(),
    },
    parties: signers.map((signer) => ({
      name: signer.name,
      email: signer.email,
      decision: signer.decision as 'approved' | 'rejected' | 'revision' | null,
      signedAt: signer.submittedAt?.toISOString() ?? null,
    })),
  };
}
