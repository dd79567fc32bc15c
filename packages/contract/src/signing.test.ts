import { describe, expect, it } from 'vitest';
import {
  DECISION_OF_FIELD_FLAG,
  decisionOfResponses,
  FIELD_RESPONSE_FLAGS,
  SIGNER_DECISIONS,
  SIGNER_OUTCOMES,
  startsAsPng,
} from './signing';

describe('startsAsPng', () => {
  it('knows a PNG by its first bytes', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(startsAsPng(png)).toBe(true);
    expect(startsAsPng(png.subarray(0, 7))).toBe(false);
    expect(startsAsPng(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe(false);
  });
});

describe('the outcome vocabulary', () => {
  it('gives every decision its own field flag, status and event, and reads each flag back', () => {
    const rows = SIGNER_DECISIONS.map((decision) => SIGNER_OUTCOMES[decision]);
    for (const column of ['fieldFlag', 'status', 'event'] as const) {
      expect(new Set(rows.map((row) => row[column])).size).toBe(SIGNER_DECISIONS.length);
    }
    for (const flag of FIELD_RESPONSE_FLAGS) expect(SIGNER_OUTCOMES[DECISION_OF_FIELD_FLAG[flag]].fieldFlag).toBe(flag);
  });

  it('decides by precedence: any reject rejects, else any revise asks revision, else approved', () => {
    const approve = { approve: true, reject: false, revise: false };
    const revise = { approve: false, reject: false, revise: true };
    const reject = { approve: false, reject: true, revise: false };
    expect(decisionOfResponses([approve, approve])).toBe('approved');
    expect(decisionOfResponses([approve, revise])).toBe('revision');
    expect(decisionOfResponses([revise, reject, approve])).toBe('rejected');
  });
});
