/**
 * A signer's field save reads without holding anything and writes in one statement that checks again that they may
 * still sign (modules/signing/signer-service.ts): what it must never do is write after the signer submitted, after
 * the signing ended, or through a link that is no longer theirs, however the save and the change interleave.
 */
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../src/db/client';
import { documentFields, documentSigners, documents } from '../../../src/db/schema';
import { markCancelled, saveAnswerWhileSigning } from '../../../src/modules/documents/document-store';
import { setTrashedAt } from '../../../src/modules/documents/repo';
import { correctSignerRow } from '../../../src/modules/signing/repo';
import { hashToken } from '../../../src/platform/one-time-tokens';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../../support/documents';
import {
  answerFields,
  approved,
  empty,
  type SentDocument,
  sentDocument,
  signAndSubmit,
  signerCall,
  signerToken,
} from '../../support/signing';
import { TEST_DB_ENGINE } from '../../support/test-database';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Amy and Bob sign at the same level, so the document stays Sent after Amy submits. */
async function twoSigners() {
  const who = await owner(t);
  const sent = await sentDocument(t, who, [
    { name: 'Amy', level: 1 },
    { name: 'Bob', level: 1 },
  ]);
  const [amy] = sent.users;
  const field = sent.fields.find((each) => each.userId === amy?.id);
  if (!amy || !field) throw new Error('Amy and her field');
  return { who, sent, amy: amy.id, field: field.id };
}

const emptyAnswer = {
  image: null,
  responseText: null,
  responseChecked: null,
  approve: false,
  reject: false,
  revise: false,
};

async function fieldRow(fieldId: string) {
  const [row] = await t.db.select().from(documentFields).where(eq(documentFields.id, fieldId));
  return row;
}

const savePath = (sent: SentDocument, fieldId: string) =>
  `/v1/documents/user-sign/${sent.document.id}/coordinate/${fieldId}`;

describe('the guarded field save', () => {
  it('writes nothing once the signer has submitted, and the route says why', async () => {
    const { sent, amy, field } = await twoSigners();
    expect((await signAndSubmit(t, sent, amy)).statusCode).toBe(200);
    const token = await signerToken(t, sent.document.id, amy);
    const where = { documentId: sent.document.id, signerId: amy, fieldId: field, tokenHash: hashToken(token) };

    expect(await saveAnswerWhileSigning(t.db, where, emptyAnswer)).toBeNull();
    expect((await fieldRow(field))?.approve).toBe(true);
    const response = await signerCall(t, 'PUT', savePath(sent, field), token, { response: empty });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(API_MESSAGES.signAlreadySubmitted);
  });

  it('writes nothing through a link that is no longer the current one, nor once the signing ended', async () => {
    const { who, sent, amy, field } = await twoSigners();
    const token = await answerFields(t, sent, amy);
    const where = { documentId: sent.document.id, signerId: amy, fieldId: field, tokenHash: hashToken(token) };

    expect(
      await saveAnswerWhileSigning(t.db, { ...where, tokenHash: hashToken('another-token') }, emptyAnswer),
    ).toBeNull();
    expect(await saveAnswerWhileSigning(t.db, { ...where, signerId: sent.users[1]?.id ?? '' }, emptyAnswer)).toBeNull();
    expect((await fieldRow(field))?.approve).toBe(true);

    const cancelled = await who.call('POST', `/v1/documents/${sent.document.id}/cancel`, { reason: 'Wrong file' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await saveAnswerWhileSigning(t.db, where, emptyAnswer)).toBeNull();
    expect((await fieldRow(field))?.approve).toBe(true);
  });

  it('still saves through an earlier link a reminder kept working', async () => {
    const { who, sent, amy, field } = await twoSigners();
    const firstToken = await signerToken(t, sent.document.id, amy);
    // As for a signer invited before links were kept encrypted: the reminder mails a new link, the first stays.
    await t.db.update(documentSigners).set({ tokenEncrypted: null }).where(eq(documentSigners.id, amy));
    expect((await who.call('POST', `/v1/documents/${sent.document.id}/remind`)).statusCode).toBe(200);
    expect(await signerToken(t, sent.document.id, amy)).not.toBe(firstToken);

    const response = await signerCall(t, 'PUT', savePath(sent, field), firstToken, { response: approved });
    expect(response.statusCode, response.body).toBe(200);
    expect((await fieldRow(field))?.approve).toBe(true);
  });
});

/**
 * How Amy's signing ends, written as the transactions that end it write it, after they hold the document: her own
 * submission, or the owner's correction, cancellation or trashing.
 */
const endings: {
  name: string;
  end: (tx: DbOrTx, ids: { documentId: string; signerId: string }) => Promise<unknown>;
  status: number;
  message: string;
}[] = [
  {
    name: 'a submission',
    end: (tx, ids) =>
      tx
        .update(documentSigners)
        .set({ submittedAt: new Date(), decision: 'approved' })
        .where(eq(documentSigners.id, ids.signerId)),
    status: 409,
    message: API_MESSAGES.signAlreadySubmitted,
  },
  {
    name: 'a correction of the signer',
    end: (tx, ids) => correctSignerRow(tx, ids.signerId, { name: 'Amy Corrected', email: 'amy.corrected@example.com' }),
    status: 401,
    message: API_MESSAGES.expiredLink,
  },
  {
    name: 'a cancellation',
    end: (tx, ids) => markCancelled(tx, ids.documentId, 'Wrong file'),
    status: 409,
    message: API_MESSAGES.signingEnded,
  },
  {
    name: 'a move to the Trash',
    end: (tx, ids) => setTrashedAt(tx, ids.documentId, new Date()),
    status: 401,
    message: API_MESSAGES.expiredLink,
  },
];

// Two connections are needed for a save to wait on another transaction: PostgreSQL only.
describe.skipIf(TEST_DB_ENGINE !== 'postgres')('a save that waits on the signing being ended', () => {
  it.each(endings)('writes nothing once $name commits, and says why', async ({ end, status, message }) => {
    const { sent, amy, field } = await twoSigners();
    const token = await answerFields(t, sent, amy);
    let save: ReturnType<typeof signerCall> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.select().from(documents).where(eq(documents.id, sent.document.id)).for('update');
      save = signerCall(t, 'PUT', savePath(sent, field), token, { response: empty });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await end(tx, { documentId: sent.document.id, signerId: amy });
    });
    const response = await save;
    expect(response?.statusCode, response?.body).toBe(status);
    expect(response?.json().message).toBe(message);
    expect((await fieldRow(field))?.approve).toBe(true);
  });
});
