import type { SigningFollowUp } from '@signflow/contract/signing';

/** What follow-up reads of a signer: who they are, their level, and whether they submitted. */
interface SignerProgress {
  id: string;
  name: string;
  level: number;
  submittedAt: Date | null;
}

/**
 * What follows once `signerId` signs (the finish step tells the signer): the signers of their level still to sign,
 * else the next level, invited then, else completion. Signers sign level by level (docs/domain.md#flows-and-levels).
 */
export function followUpOf(signers: readonly SignerProgress[], signerId: string): SigningFollowUp {
  const waiting = signers.filter((signer) => signer.id !== signerId && !signer.submittedAt);
  const own = signers.find((signer) => signer.id === signerId);
  if (waiting.length === 0 || !own) return { kind: 'completes', names: [] };
  const sameLevel = waiting.filter((signer) => signer.level === own.level);
  if (sameLevel.length > 0) return { kind: 'othersSign', names: sameLevel.map((signer) => signer.name) };
  const next = Math.min(...waiting.map((signer) => signer.level));
  return {
    kind: 'nextInvited',
    names: waiting.filter((signer) => signer.level === next).map((signer) => signer.name),
  };
}
