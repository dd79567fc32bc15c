import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  SIGNER_CODE_DIGITS,
  SIGNER_CODE_TRIES,
  type SignerVerificationPassed,
} from '@signflow/contract/signer-verification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentSigners } from '../../../src/db/schema';
import { documentsTestAppPerFile, type Owner, owner } from '../../support/documents';
import { linkIn, sealedMailTo, waitForSeal } from '../../support/sealing';
import { approved, CONSENTED, mailedSignerCode, readyDraft, signerCall, signerToken } from '../../support/signing';

/** What an attacker holding only a signer's link (a forwarded mail) can get past the signer's check. */
const t = documentsTestAppPerFile({ MAIL_POLL_MS: '50' });

/** A signer's call with their link's token and, when given, a signing session. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  options: { session?: string; payload?: object } = {},
) => signerCall(t, method, path, token, options.payload, options.session);

const mailedCode = (email: string) => mailedSignerCode(t, email);

const otherThan = (code: string, step = 1) =>
  String((Number(code) + step) % 10 ** SIGNER_CODE_DIGITS).padStart(SIGNER_CODE_DIGITS, '0');

/** A document of Amy alone, sent with a mailed code as her check. */
async function sentToAmyWithCode(who: Owner) {
  const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
  const [amy] = draft.users;
  if (!amy) throw new Error('a signer expected');
  const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, {
    signers: [{ id: amy.id, verification: 'email_code' }],
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const token = await signerToken(t, draft.document.id, amy.id);
  const base = `/v1/documents/user-sign/${draft.document.id}`;
  return { ...draft, amy, token, base };
}

type Sent = Awaited<ReturnType<typeof sentToAmyWithCode>>;

async function passCheck(sent: Sent): Promise<string> {
  expect((await call('POST', `${sent.base}/verification/send`, sent.token)).statusCode).toBe(200);
  const code = await mailedCode(sent.amy.email);
  const passed = await call('POST', `${sent.base}/verification`, sent.token, { payload: { code } });
  expect(passed.statusCode, passed.body).toBe(200);
  return passed.json<SignerVerificationPassed>().sessionToken;
}

describe('the sealed copy of a signer who proves who they are', () => {
  it('is not downloaded with the signing link alone: the check is asked for, as for the PDF', async () => {
    const who = await owner(t);
    const sent = await sentToAmyWithCode(who);
    const session = await passCheck(sent);
    for (const field of sent.fields.filter((each) => each.userId === sent.amy.id)) {
      const saved = await call('PUT', `${sent.base}/coordinate/${field.id}`, sent.token, {
        session,
        payload: { response: approved },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await call('POST', `${sent.base}/submit`, sent.token, { session, payload: CONSENTED });
    expect(submitted.json().status, submitted.body).toBe('Completed');
    await waitForSeal(t, sent.document.id);

    // Someone the signing mail was forwarded to: the link, no session.
    const forwarded = await call('GET', `${sent.base}/download`, sent.token);
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json()).toMatchObject({
      message: API_MESSAGES.verificationRequired,
      verificationRequired: 'email_code',
    });
    expect(forwarded.rawPayload.includes('%PDF')).toBe(false);

    // The signer herself: her session, in the header or (an <a download> sends no header) in the query.
    expect((await call('GET', `${sent.base}/download`, sent.token, { session })).statusCode).toBe(200);
    const byQuery = await call('GET', `${sent.base}/download?session=${encodeURIComponent(session)}`, sent.token);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The sealed mail's own link went to her address: it needs no session.
    const byMail = await t.request({ method: 'GET', url: linkIn(await sealedMailTo(t, sent.amy.email)) });
    expect(byMail.statusCode).toBe(200);
  });
});

describe('guessing a mailed code', () => {
  it('tries sent at once are counted one at a time: the right code after them is refused', async () => {
    const who = await owner(t);
    const sent = await sentToAmyWithCode(who);
    expect((await call('POST', `${sent.base}/verification/send`, sent.token)).statusCode).toBe(200);
    const code = await mailedCode(sent.amy.email);
    const guesses = Array.from({ length: SIGNER_CODE_TRIES * 2 }, (_, i) => otherThan(code, i + 1));
    const answers = await Promise.all(
      guesses.map((guess) => call('POST', `${sent.base}/verification`, sent.token, { payload: { code: guess } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(SIGNER_CODE_TRIES - 1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(SIGNER_CODE_TRIES + 1);
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, sent.amy.id));
    expect(row?.codeFailedTries).toBe(SIGNER_CODE_TRIES);
    const right = await call('POST', `${sent.base}/verification`, sent.token, { payload: { code } });
    expect(right.statusCode).toBe(429);
  });

  it('a new code ends the one before it', async () => {
    const who = await owner(t);
    const sent = await sentToAmyWithCode(who);
    expect((await call('POST', `${sent.base}/verification/send`, sent.token)).statusCode).toBe(200);
    const first = await mailedCode(sent.amy.email);
    await t.db
      .update(documentSigners)
      .set({ codeSentAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(documentSigners.id, sent.amy.id));
    expect((await call('POST', `${sent.base}/verification/send`, sent.token)).statusCode).toBe(200);
    const second = await mailedCode(sent.amy.email);
    if (first !== second) {
      const old = await call('POST', `${sent.base}/verification`, sent.token, { payload: { code: first } });
      expect(old.statusCode).toBe(401);
    }
    expect(
      (await call('POST', `${sent.base}/verification`, sent.token, { payload: { code: second } })).statusCode,
    ).toBe(200);
  });

  it('odd codes and sessions are refused with a 4xx, never a 500', async () => {
    const who = await owner(t);
    const sent = await sentToAmyWithCode(who);
    for (const code of [null, 123456, '', 'x'.repeat(10_000), ['123456'], { $gt: '' }]) {
      const answer = await call('POST', `${sent.base}/verification`, sent.token, { payload: { code } });
      expect(answer.statusCode, JSON.stringify(code)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(code)).toBeLessThan(500);
    }
    for (const session of ['x'.repeat(5000), '%00', 'a b']) {
      const answer = await call('GET', sent.base, sent.token, { session });
      expect(answer.statusCode).toBe(403);
    }
    const arrays = await call('GET', `${sent.base}?session=a&session=b`, sent.token);
    expect(arrays.statusCode).toBe(403);
  });
});
