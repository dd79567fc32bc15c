import { describe, expect, it } from 'vitest';
import { API_MESSAGES, fillTemplate } from './api-errors';
import {
  DECISION_OF_FIELD_FLAG,
  decisionOfResponses,
  declineReasonFormSchema,
  FIELD_RESPONSE_FLAGS,
  MAX_DECISION_REASON_LENGTH,
  SIGNER_DECISIONS,
  SIGNER_OUTCOMES,
  signerSubmitBodySchema,
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

describe('the reason of a submission', () => {
  it('takes no body, an empty one or a reason, trimmed; blank means none; consent only when true', () => {
    for (const body of [undefined, null, {}, { reason: null }, { reason: '  ' }]) {
      expect(signerSubmitBodySchema.parse(body)).toEqual({ reason: null, consent: false });
    }
    expect(signerSubmitBodySchema.parse({ reason: ' Wrong date ' })).toEqual({ reason: 'Wrong date', consent: false });
    expect(signerSubmitBodySchema.parse({ consent: true })).toEqual({ reason: null, consent: true });
  });

  it('refuses a reason too long or not text', () => {
    const tooLong = signerSubmitBodySchema.safeParse({ reason: 'x'.repeat(MAX_DECISION_REASON_LENGTH + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(
      fillTemplate(API_MESSAGES.reasonTooLong, { limit: MAX_DECISION_REASON_LENGTH }),
    );
    expect(signerSubmitBodySchema.safeParse({ reason: 3 }).success).toBe(false);
  });

  it('the dialog asks a reason for a revision, not for a rejection', () => {
    const revise = declineReasonFormSchema('revision').safeParse({ reason: ' ' });
    expect(revise.error?.issues[0]?.message).toBe(API_MESSAGES.revisionReasonRequired);
    expect(declineReasonFormSchema('rejected').safeParse({ reason: '' }).success).toBe(true);
  });
});
