import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { DocumentField } from '@signflow/contract/documents';
import type { FieldResponseInput, SignerRecordResponse } from '@signflow/contract/signing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFields } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import { waitForSeal } from '../../support/sealing';
import {
  approved,
  CONSENTED,
  empty,
  readyDraft,
  type SentDocument,
  signerCall,
  signerToken,
  solidPng,
} from '../../support/signing';

let t: DocumentsTestApp;
let who: Owner;
beforeAll(async () => {
  t = await createDocumentsTestApp({ SEAL_POLL_MS: '50', MAIL_POLL_MS: '50' });
  who = await owner(t);
});
afterAll(async () => {
  await t.close();
});

const rectAt = (row: number) => ({ x1: 10, y1: 100 + row * 60, x2: 310, y2: 140 + row * 60, width: 600, height: 800 });

/**
 * A Sent document for Amy with a signature, an optional text field and an optional checkbox: what the earlier
 * recipient put in the optional ones would reach the sealed PDF unless cleared. Answers its fields by type.
 */
async function sentToAmy(): Promise<SentDocument & { byType: (type: string) => DocumentField }> {
  const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }], { fieldsEach: 1 });
  const amyId = draft.users[0]?.id ?? '';
  for (const [row, body] of [
    { type: 'text', label: 'Remarks', required: false },
    { type: 'checkbox', label: 'Send me a copy', required: false },
  ].entries()) {
    const created = await who.call('POST', `/v1/documents/signing/${draft.document.id}/coordinate`, {
      userId: amyId,
      position: { pageNumber: 1, boundingRect: rectAt(row), rects: [] },
      ...body,
    });
    expect(created.statusCode, created.body).toBe(201);
    draft.fields.push(created.json());
  }
  const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
  expect(invite.statusCode, invite.body).toBe(200);
  const byType = (type: string) => {
    const field = draft.fields.find((each) => each.type === type);
    if (!field) throw new Error(`no ${type} field`);
    return field;
  };
  return { ...draft, byType };
}

const answer = (sent: SentDocument, token: string, field: DocumentField, response: Partial<FieldResponseInput>) =>
  signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${field.id}`, token, {
    response: { ...empty, ...response },
  });

describe('correcting a signer clears the answers the earlier recipient gave', () => {
  // Sealing runs in a worker: on a loaded machine it takes a while.
  it('leaves the new recipient nothing of the earlier one, says so in the trail, and seals only their answers', {
    timeout: 120_000,
  }, async () => {
    const sent = await sentToAmy();
    const amyId = sent.users[0]?.id ?? '';
    const earlierToken = await signerToken(t, sent.document.id, amyId);
    for (const [type, response] of [
      ['draw', approved],
      ['text', { text: 'Earlier recipient remarks', approve: true }],
      ['checkbox', { checked: true, approve: true }],
    ] as const) {
      const saved = await answer(sent, earlierToken, sent.byType(type), response);
      expect(saved.statusCode, saved.body).toBe(200);
    }

    const corrected = await who.call('PATCH', `/v1/documents/${sent.document.id}/signers/${amyId}`, {
      name: 'Rory Williams',
      email: `rory.${Date.now()}@example.com`,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    // The earlier link opens nothing and saves nothing any more.
    for (const call of [
      signerCall(t, 'GET', '/v1/documents/user-sign/validate', earlierToken),
      signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, earlierToken),
      answer(sent, earlierToken, sent.byType('text'), { text: 'Sneaked in', approve: true }),
      signerCall(t, 'POST', `/v1/documents/user-sign/${sent.document.id}/submit`, earlierToken),
    ]) {
      expect((await call).statusCode).toBe(401);
    }

    const newToken = await signerToken(t, sent.document.id, amyId);
    const record = await signerCall(t, 'GET', `/v1/documents/user-sign/${sent.document.id}`, newToken);
    expect(record.statusCode, record.body).toBe(200);
    const own = record.json<SignerRecordResponse>().coordinates.filter((field) => field.userId === amyId);
    expect(own).toHaveLength(3);
    for (const field of own) {
      expect(field.response, field.type).toEqual({ ...empty, text: null, checked: null });
    }
    const stored = await t.db.select().from(documentFields).where(eq(documentFields.signerId, amyId));
    for (const row of stored) {
      expect([row.image, row.responseText, row.responseChecked, row.approve, row.reject, row.revise]).toEqual([
        null,
        null,
        null,
        false,
        false,
        false,
      ]);
    }

    const trail = (await who.call('GET', `/v1/documents/${sent.document.id}/audit`)).json<AuditTrailResponse>();
    const correction = trail.events.find((event) => event.type === 'signer_corrected');
    expect(correction?.details).toMatchObject({ signerId: amyId, newName: 'Rory Williams', answersCleared: '3' });

    // The new recipient signs with an image of their own and leaves the optional fields empty: the sealed PDF
    // holds their image alone, and none of the earlier recipient's words.
    const newImage = `data:image/png;base64,${solidPng(6, 3).toString('base64')}`;
    const signed = await answer(sent, newToken, sent.byType('draw'), { image: newImage, approve: true });
    expect(signed.statusCode, signed.body).toBe(200);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${sent.document.id}/submit`,
      newToken,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    await waitForSeal(t, sent.document.id);
    const download = await who.call('GET', `/v1/documents/${sent.document.id}/download`);
    expect(download.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'signflow-corrected-')), 'sealed.pdf');
    writeFileSync(file, download.rawPayload);
    const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    expect(firstPage).not.toContain('Earlier recipient remarks');
    // pdfimages lists page, number, type, width, height…: one image, the new recipient's 6 × 3.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images.map((line) => line.trim().split(/\s+/).slice(3, 5))).toEqual([['6', '3']]);
  });

  it('records that nothing was cleared when the recipient had answered nothing', async () => {
    const sent = await sentToAmy();
    const amyId = sent.users[0]?.id ?? '';
    const corrected = await who.call('PATCH', `/v1/documents/${sent.document.id}/signers/${amyId}`, { name: 'Amy B' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const trail = (await who.call('GET', `/v1/documents/${sent.document.id}/audit`)).json<AuditTrailResponse>();
    const correction = trail.events.find((event) => event.type === 'signer_corrected');
    expect(correction?.details).toMatchObject({ answersCleared: '0' });
  });

  it('clears a decline too, and leaves the other signers’ answers alone', async () => {
    const draft = await readyDraft(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
    expect(invite.statusCode, invite.body).toBe(200);
    const [amy, bob] = draft.users;
    if (!amy || !bob) throw new Error('two signers');
    const fieldOf = (signerId: string) => draft.fields.find((field) => field.userId === signerId) as DocumentField;
    const amyToken = await signerToken(t, draft.document.id, amy.id);
    const bobToken = await signerToken(t, draft.document.id, bob.id);
    expect((await answer(draft, amyToken, fieldOf(amy.id), { reject: true })).statusCode).toBe(200);
    expect((await answer(draft, bobToken, fieldOf(bob.id), approved)).statusCode).toBe(200);

    const corrected = await who.call('PATCH', `/v1/documents/${draft.document.id}/signers/${amy.id}`, {
      name: 'Amelia',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [amyRow] = await t.db
      .select()
      .from(documentFields)
      .where(eq(documentFields.id, fieldOf(amy.id).id));
    expect(amyRow?.reject).toBe(false);
    const [bobRow] = await t.db
      .select()
      .from(documentFields)
      .where(eq(documentFields.id, fieldOf(bob.id).id));
    expect(bobRow).toMatchObject({ image: approved.image, approve: true });
  });
});
