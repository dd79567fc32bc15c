import type { SessionsResponse } from '@signflow/contract/sessions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema';
import { documentsTestAppPerFile, owner } from '../../support/documents';
import { bearer } from '../../support/test-app';

/** What another account, odd input or a busy client can do with the list of signed-in devices. */
const t = documentsTestAppPerFile();

const sessionsOf = async (token: string) =>
  (await t.request({ method: 'GET', url: '/v1/profile/sessions', headers: bearer(token) })).json<SessionsResponse>()
    .sessions;

describe('the signed-in devices, attacked', () => {
  it('odd ids are 404 like unknown ones (docs/api.md#ids), never 500; another account’s session is neither listed nor ended', async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const [strangers] = await sessionsOf(stranger.token);
    for (const id of ['x', 'a'.repeat(80), '00000000-0000-0000-0000-00000000000g', '%00']) {
      const answer = await who.call('DELETE', `/v1/profile/sessions/${id}`);
      expect(answer.statusCode, id.slice(0, 40)).toBe(404);
    }
    expect((await who.call('DELETE', `/v1/profile/sessions/${strangers?.id}`)).statusCode).toBe(404);
    expect((await sessionsOf(who.token)).map((session) => session.id)).not.toContain(strangers?.id);
    expect((await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(stranger.token) })).statusCode).toBe(
      200,
    );
  });

  it('ending the current session from the list signs this device out, as a logout', async () => {
    const who = await owner(t);
    const [current] = await sessionsOf(who.token);
    expect(current?.current).toBe(true);
    expect((await who.call('DELETE', `/v1/profile/sessions/${current?.id}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(who.token) })).statusCode).toBe(401);
  });

  it('requests in a row note where the session was seen once, not on each', async () => {
    const who = await owner(t);
    const [current] = await sessionsOf(who.token);
    const seenAt = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, current?.id ?? ''))
      )[0]?.lastSeenAt?.getTime();
    const first = await seenAt();
    expect(first).toEqual(expect.any(Number));
    for (let i = 0; i < 5; i++) {
      await t.request({
        method: 'GET',
        url: '/v1/profile',
        headers: { ...bearer(who.token), 'user-agent': `ua-${i}` },
      });
    }
    expect(await seenAt()).toBe(first);
  });
});
