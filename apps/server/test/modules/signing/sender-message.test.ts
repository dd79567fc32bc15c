import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { MAX_SENDER_MESSAGE_LENGTH } from '@signflow/contract/sender-controls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../../support/documents';
import { refusedInput } from '../../support/error-answers';
import { readyDraft, signAndSubmit } from '../../support/signing';
import { bearer } from '../../support/test-app';

/** The sender's message typed at Invite Sign: in every invitation of the round and in its reminders. */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
});

const MESSAGE = 'Hi <b>both</b> & welcome,\r\nplease sign by Friday.\n\nThanks, Ana';

describe('the sender’s message at Invite Sign', () => {
  it('goes into the invitations (text as typed, HTML escaped), the next level’s too, and the reminders', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Cy', level: 2 },
    ]);
    const [amy, cy] = draft.users;
    if (!amy || !cy) throw new Error('two signers');
    const response = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, { message: MESSAGE });
    expect(response.statusCode, response.body).toBe(200);

    const invitation = await t.smtp.waitFor(amy.email);
    expect(invitation.text).toContain('wrote:\n\nHi <b>both</b> & welcome,\nplease sign by Friday.\n\nThanks, Ana');
    expect(invitation.html).toContain('<p>Hi &lt;b&gt;both&lt;/b&gt; &amp; welcome,<br>please sign by Friday.</p>');
    expect(invitation.html).not.toContain('<b>both</b>');

    const reminded = await who.call('POST', `/v1/documents/${draft.document.id}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    const reminder = await t.smtp.waitFor(amy.email, { matching: (mail) => mail.subject.startsWith('Reminder') });
    expect(reminder.text).toContain('please sign by Friday.');
    expect(reminder.html).toContain('Hi &lt;b&gt;both&lt;/b&gt;');

    // The next level is invited when Amy submits: the message goes with it.
    const submitted = await signAndSubmit(t, draft, amy.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const next = await t.smtp.waitFor(cy.email);
    expect(next.subject).toBe('Please sign “contract.pdf”');
    expect(next.text).toContain('please sign by Friday.');
  });

  it('is optional: without one the invitation says nothing more', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const response = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, { message: '   ' });
    expect(response.statusCode, response.body).toBe(200);
    const invitation = await t.smtp.waitFor(draft.users[0]?.email ?? '');
    expect(invitation.text).not.toContain('wrote:');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, draft.document.id));
    expect(row?.senderMessage).toBeNull();
  });

  it.each([
    [
      'too long',
      'x'.repeat(1001),
      fillTemplate(API_MESSAGES.senderMessageTooLong, { limit: MAX_SENDER_MESSAGE_LENGTH }),
    ],
    ['with a control character', 'Hello\u0000there', 'Must not contain control characters'],
    ['with a tab', 'Hello\tthere', 'Must not contain control characters'],
    ['not text', 42, API_MESSAGES.invalidRequest],
  ])('answers 400 for a message %s, and sends nothing', async (_, message, expected) => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const response = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, { message });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(expected));
    const [row] = await t.db.select().from(documents).where(eq(documents.id, draft.document.id));
    expect(row?.status).toBe('Draft');
  });

  it('takes 1000 characters', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const message = 'y'.repeat(1000);
    const response = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, { message });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.smtp.waitFor(draft.users[0]?.email ?? '')).text).toContain(message);
  });

  it('answers 401 without a valid token', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/documents/signing/${draft.document.id}/invite`,
      headers: bearer('not-a-token'),
      payload: { message: 'Hello' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
  });
});
