import { describe, expect, it } from 'vitest';
import { decisionOf, outcomeAfter } from './outcome';

const field = (reject = false, revise = false) => ({ reject, revise });

describe('decisionOf', () => {
  it('approves only when no field is rejected or revised', () => {
    expect(decisionOf([field(), field()])).toBe('approved');
    expect(decisionOf([field(), field(false, true)])).toBe('revision');
    expect(decisionOf([field(false, true), field(true)])).toBe('rejected');
  });
});

describe('outcomeAfter', () => {
  const done = { submittedAt: new Date() };
  const waiting = { submittedAt: null };

  it('ends at once on a reject or a revision, whoever is still waiting', () => {
    expect(outcomeAfter('rejected', [done, waiting])).toBe('Rejected');
    expect(outcomeAfter('revision', [done, waiting])).toBe('Revision');
  });

  it('completes when the last signer approves, and not before', () => {
    expect(outcomeAfter('approved', [done, waiting])).toBeNull();
    expect(outcomeAfter('approved', [done, done])).toBe('Completed');
  });
});
