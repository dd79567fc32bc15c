import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ApiMessageKey, apiErrorIdOf, apiErrorIdOfKey, apiMessageKeyOf, VALIDATION_FAILED } from './api-error-ids';
import { API_MESSAGES, fillTemplate } from './api-errors';

const KEYS = Object.keys(API_MESSAGES) as ApiMessageKey[];

/** Each placeholder filled with a value no message holds, as a schema or a service would fill it. */
function filled(template: string): string {
  return fillTemplate(template, new Proxy({}, { get: (_target, name) => `«${String(name)} 42»` }));
}

describe('the identifiers of error answers', () => {
  it('gives every message of the catalogue an identifier of its own, in snake_case', () => {
    const ids = KEYS.map(apiErrorIdOfKey);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(KEYS.length);
    expect(ids).not.toContain(VALIDATION_FAILED);
  });

  it('reads each message, as it stands or filled in, back to its own key: no two messages can be mistaken', () => {
    const mistaken = KEYS.filter(
      (key) => apiMessageKeyOf(API_MESSAGES[key]) !== key || apiMessageKeyOf(filled(API_MESSAGES[key])) !== key,
    );
    expect(mistaken).toEqual([]);
  });

  it('derives the identifier from the key, so proofreading the English changes nothing', () => {
    expect(apiErrorIdOfKey('invalidCredentials')).toBe('invalid_credentials');
    expect(apiErrorIdOfKey('planLimitDocuments')).toBe('plan_limit_documents');
    expect(apiErrorIdOf(401, API_MESSAGES.invalidCredentials)).toBe('invalid_credentials');
    expect(apiErrorIdOf(403, fillTemplate(API_MESSAGES.planLimitFlows, { plan: 'TRIAL', limit: 1 }))).toBe(
      'plan_limit_flows',
    );
  });

  it("answers 'validation_failed' for a 400 whose message is a schema's own, and the status's identifier otherwise", () => {
    expect(apiErrorIdOf(400, 'Must be 254 characters or less')).toBe('validation_failed');
    expect(apiErrorIdOf(400, API_MESSAGES.invalidRequest)).toBe('invalid_request');
    expect(apiErrorIdOf(401, 'Some other words')).toBe('unauthorized');
    expect(apiErrorIdOf(404, 'Some other words')).toBe('not_found');
    expect(apiErrorIdOf(503, 'Some other words')).toBe('internal');
  });

  it('are each listed in docs/api.md', () => {
    const listed = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const missing = [...KEYS.map(apiErrorIdOfKey), VALIDATION_FAILED].filter((id) => !listed.includes(`| \`${id}\` |`));
    expect(missing).toEqual([]);
  });
});
