import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { ApiKeyCreated } from '@signflow/contract/api-keys';
import { describe, expect, it } from 'vitest';
import { documentsTestAppPerFile, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { bearer } from '../../support/test-app';

const PER_MINUTE = 3;
const t = documentsTestAppPerFile({ API_KEY_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });

describe('the rate limit of an API key', () => {
  it('says where the key stands on each answer, then refuses with Retry-After; other keys and people go on', async () => {
    const who = await owner(t);
    const make = async (name: string) => (await who.call('POST', '/v1/api-keys', { name })).json<ApiKeyCreated>();
    const [busy, quiet] = [await make('Busy'), await make('Quiet')];
    const flows = (key: string) => t.request({ method: 'GET', url: '/v1/flow', headers: bearer(key) });

    for (let used = 1; used <= PER_MINUTE; used += 1) {
      const answer = await flows(busy.key);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe(String(PER_MINUTE));
      expect(answer.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - used));
      expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await flows(busy.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorAnswer(429, API_MESSAGES.tooManyRequests));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await flows(quiet.key)).statusCode).toBe(200);
    // A person's requests are not counted against any key, and carry no key's headers.
    const person = await who.call('GET', '/v1/flow');
    expect(person.statusCode).toBe(200);
    expect(person.headers['ratelimit-limit']).toBeUndefined();
  });
});
