import { describe, expect, it } from 'vitest';
import { API_MESSAGES, fillTemplate, isPlanLimitError } from './api-errors';

describe('isPlanLimitError', () => {
  const limit = { plan: 'TRIAL', limit: 3 };
  it('is a 403 whose template is a plan limit or an ended plan', () => {
    for (const template of [
      API_MESSAGES.planLimitDocuments,
      API_MESSAGES.planLimitFlows,
      API_MESSAGES.planLimitTemplates,
      API_MESSAGES.planExpired,
    ]) {
      const message = fillTemplate(template, { ...limit, endDate: '2026-01-01' });
      expect(isPlanLimitError({ code: 403, message, template }), template).toBe(true);
    }
  });

  it('is not another 403, nor a plan message under another status', () => {
    expect(isPlanLimitError({ code: 403, message: API_MESSAGES.emailNotVerified })).toBe(false);
    expect(isPlanLimitError({ code: 400, message: 'x', template: API_MESSAGES.planLimitDocuments })).toBe(false);
  });
});
