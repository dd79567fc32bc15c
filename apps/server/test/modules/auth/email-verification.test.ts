import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse } from '@signflow/contract/auth';
import type { ProfileResponse } from '@signflow/contract/profile';
import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailVerifications, mailJobs, throttleCounters } from '../../../src/db/schema';
import { hashToken } from '../../../src/platform/one-time-tokens';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import { refusedInput } from '../../support/error-answers';
import { readyDraft } from '../../support/signing';
import { verificationTokenOf } from '../../support/test-app';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
});

/** Every verification mail the owner has received so far, oldest first. */
function verificationMailsTo(email: string): CaughtMail[] {
  return t.smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && verificationTokenOf(mail) !== null);
}

async function nextVerificationToken(email: string, seen = 0): Promise<string> {
  await t.smtp.waitFor(email, { matching: () => verificationMailsTo(email).length > seen });
  const mail = verificationMailsTo(email)[seen];
  return verificationTokenOf(mail as CaughtMail) ?? '';
}

function verify(token: unknown) {
  return t.request({ method: 'POST', url: '/v1/auth/verify-email', payload: { token } as Record<string, unknown> });
}

function resend(who: Owner) {
  return who.call('POST', '/v1/auth/resend-verification');
}

async function profileOf(who: Owner) {
  return (await who.call('GET', '/v1/profile')).json<ProfileResponse>();
}

async function mailJobCount() {
  const [row] = await t.db.select({ total: count() }).from(mailJobs);
  return row?.total ?? 0;
}

/** As if the account's newest link had been sent `seconds` ago. */
async function ageLinks(accountId: string, seconds: number) {
  await t.db
    .update(emailVerifications)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(emailVerifications.accountId, accountId));
}

const APPROVERS = [{ name: 'Amy', level: 1 }];

describe('registration', () => {
  it('mails a verification link in the account language; the account starts unverified', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    expect(who.body.user.emailVerified).toBe(false);
    expect((await profileOf(who)).account.emailVerified).toBe(false);

    const german = await t.registerAccount({ language: 'de' }, { verified: false });
    const [mail] = await Promise.all([
      t.smtp.waitFor(who.email),
      t.smtp.waitFor(german.email, { matching: (each) => each.subject === 'Bestätigen Sie Ihre E-Mail-Adresse' }),
    ]);
    expect(mail.subject).toBe('Verify your e-mail address');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://app.test/verify-email');
    expect(link.searchParams.get('token')?.length).toBeGreaterThanOrEqual(40);
    expect(mail.html).toContain('Verify my e-mail address');
  });

  it('keeps only the SHA-256 of the token, for 48 hours', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const token = await nextVerificationToken(who.email);
    const rows = await t.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, who.accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetimeHours = ((rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(lifetimeHours).toBeCloseTo(48, 1);
  });
});

describe('Invite Sign before and after verification', () => {
  it('is refused while the e-mail is unverified, with nothing sent; allowed once the link is opened', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const { document } = await readyDraft(t, who, APPROVERS);
    const token = await nextVerificationToken(who.email);
    const mailBefore = await mailJobCount();

    const refused = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, message: API_MESSAGES.emailNotVerified, error: 'email_not_verified' });
    expect(await mailJobCount()).toBe(mailBefore);
    const listed = (await who.call('GET', '/v1/documents')).json().results;
    expect(listed.map((each: { id: string; status: string }) => [each.id, each.status])).toEqual([
      [document.id, 'Draft'],
    ]);

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: API_MESSAGES.emailVerified });
    expect((await profileOf(who)).account.emailVerified).toBe(true);
    const login = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: who.email, password: 'correct1horse' },
    });
    expect(login.json<AuthResponse>().user.emailVerified).toBe(true);

    const invited = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await mailJobCount()).toBe(mailBefore + 1);
  });

  it('does not tell a stranger about another account’s document: 404 before the verification check', async () => {
    const stranger = await owner(t, 'PRO', { verified: false });
    const who = await owner(t);
    const { document } = await readyDraft(t, who, APPROVERS);
    const response = await stranger.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /v1/auth/verify-email', () => {
  it('refuses a made-up token', async () => {
    const response = await verify('made-up-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: API_MESSAGES.verificationLinkInvalid,
      error: 'verification_link_invalid',
    });
  });

  it('refuses an expired link', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const token = await nextVerificationToken(who.email);
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.accountId, who.accountId));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: API_MESSAGES.verificationLinkExpired,
      error: 'verification_link_expired',
    });
    expect((await profileOf(who)).account.emailVerified).toBe(false);
  });

  it('answers success again for a link already used (the mail opened twice)', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const token = await nextVerificationToken(who.email);
    expect((await verify(token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, who.accountId));
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: API_MESSAGES.emailAlreadyVerified });
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, who.accountId));
    expect(after?.emailVerifiedAt).toEqual(row?.emailVerifiedAt);
  });

  it.each([
    ['no token', {}, 'Required'],
    ['a blank token', { token: '  ' }, 'Required'],
    ['a token too long', { token: 'x'.repeat(201) }, 'Invalid token'],
    ['a token that is not text', { token: 42 }, 'Required'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/verify-email', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
  });
});

describe('POST /v1/auth/resend-verification', () => {
  it('answers 401 without a token', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/resend-verification' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
  });

  it('sends a new link at most once a minute, saying how long to wait', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const tooSoon = await resend(who);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 429,
      template: API_MESSAGES.verificationTooSoon,
      params: { seconds: expect.any(Number) },
    });
    const { seconds } = tooSoon.json().params;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(tooSoon.json().message).toBe(
      `A verification e-mail was just sent: wait ${seconds} seconds before asking for another`,
    );

    await ageLinks(who.accountId, 61);
    const sent = await resend(who);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: API_MESSAGES.verificationSent });
    expect((await resend(who)).statusCode).toBe(429);
  });

  it('retires the earlier link: only the newest one verifies', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const first = await nextVerificationToken(who.email);
    await ageLinks(who.accountId, 120);
    expect((await resend(who)).statusCode).toBe(200);
    const second = await nextVerificationToken(who.email, 1);
    expect(second).not.toBe(first);

    const old = await verify(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({
      code: 400,
      message: API_MESSAGES.verificationLinkReplaced,
      error: 'verification_link_replaced',
    });
    expect((await profileOf(who)).account.emailVerified).toBe(false);

    expect((await verify(second)).json()).toEqual({ message: API_MESSAGES.emailVerified });
    expect((await profileOf(who)).account.emailVerified).toBe(true);
  });

  it('answers 409 once the address is verified, and sends nothing', async () => {
    const who = await owner(t);
    const mailBefore = await mailJobCount();
    const response = await resend(who);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 409,
      message: API_MESSAGES.emailAlreadyVerified,
      error: 'email_already_verified',
    });
    expect(await mailJobCount()).toBe(mailBefore);
  });

  it('sends at most five links an hour and twenty a day, saying when to try again', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const resendAMinuteLater = async () => {
      await ageLinks(who.accountId, 61);
      return resend(who);
    };
    /** As if the hour in which the account's resends are counted had passed. */
    const endHour = () =>
      t.db
        .update(throttleCounters)
        .set({ resetAt: sql`now() - interval '1 second'` })
        .where(eq(throttleCounters.key, `verification-mail:hour:${who.accountId}`));
    const links = async () =>
      (await t.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, who.accountId))).length;

    for (let hour = 0; hour < 4; hour += 1) {
      for (let sent = 0; sent < 5; sent += 1) expect((await resendAMinuteLater()).statusCode).toBe(200);
      if (hour < 3) {
        const refused = await resendAMinuteLater();
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          code: 429,
          message: API_MESSAGES.verificationHourlyLimit,
          error: 'verification_hourly_limit',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
        await endHour();
      }
    }
    // The registration's link and twenty more.
    expect(await links()).toBe(21);

    await endHour();
    const refused = await resendAMinuteLater();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      message: API_MESSAGES.verificationDailyLimit,
      error: 'verification_daily_limit',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect(await links()).toBe(21);

    // Another account's resends are its own.
    const other = await owner(t, 'PRO', { verified: false });
    await ageLinks(other.accountId, 61);
    expect((await resend(other)).statusCode).toBe(200);
  });

  it('sends one mail, not two, when asked twice at the same moment', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    await ageLinks(who.accountId, 120);
    const answers = await Promise.all([resend(who), resend(who)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const open = await t.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, who.accountId));
    expect(open.filter((row) => row.usedAt === null)).toHaveLength(1);
  });
});

it('a registered owner is verified by following the mailed link, through the real endpoint', async () => {
  const who = await owner(t);
  expect((await profileOf(who)).account.emailVerified).toBe(true);
  const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.accountId, who.accountId));
  expect(row?.usedAt).not.toBeNull();
});
