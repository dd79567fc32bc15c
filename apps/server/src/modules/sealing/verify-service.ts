import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { VerifyResponse } from '@signflow/contract/verify';
import type { Db } from '../../db/client';
import { findSealedBySha256 } from './repo';

/**
 * POST /v1/verify: genuine only when the file is, byte for byte, a PDF this installation sealed;
 * any change after sealing changes its SHA-256, so a changed copy is as unknown as a foreign file. Answered
 * from the seal register alone, so a sealed copy stays genuine after its owner purged the document.
 */
export async function verifySealedFile(db: Db, sha256: string): Promise<VerifyResponse> {
  const entry = await findSealedBySha256(db, sha256);
  if (!entry) return { genuine: false, message: API_MESSAGES.verifyNotGenuine };
  return {
    genuine: true,
    message: API_MESSAGES.verifyGenuine,
    document: {
      name: entry.documentName,
      sha256: entry.sealedSha256,
      originalSha256: entry.originalSha256,
      completedAt: entry.completedAt.toISOString(),
      sealedAt: entry.sealedAt.toISOString(),
    },
    parties: entry.parties,
  };
}
