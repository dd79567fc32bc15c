import { describe, expect, it } from 'vitest';
import { followUpOf } from './follow-up';

const signer = (id: string, level: number, submitted = false) => ({
  id,
  name: id.toUpperCase(),
  level,
  submittedAt: submitted ? new Date() : null,
});

describe('followUpOf', () => {
  it('completes when every other signer has signed', () => {
    expect(followUpOf([signer('amy', 1), signer('bob', 1, true), signer('cid', 2, true)], 'amy')).toEqual({
      kind: 'completes',
      names: [],
    });
    expect(followUpOf([signer('amy', 1)], 'amy')).toEqual({ kind: 'completes', names: [] });
  });

  it('names the signers of the same level still to sign, before any later level', () => {
    expect(followUpOf([signer('amy', 1), signer('bob', 1), signer('cid', 2)], 'amy')).toEqual({
      kind: 'othersSign',
      names: ['BOB'],
    });
  });

  it('names the next level, which this signature invites, skipping levels already signed', () => {
    const signers = [signer('amy', 1, true), signer('bob', 2), signer('cid', 3), signer('dan', 3), signer('eve', 4)];
    expect(followUpOf(signers, 'bob')).toEqual({ kind: 'nextInvited', names: ['CID', 'DAN'] });
  });
});
