import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import {
  type DocumentField,
  type FieldType,
  formatSigningDate,
  MAX_FIELD_LABEL_LENGTH,
} from '@signflow/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, type Owner, owner } from '../../support/documents';
import { waitForSeal } from '../../support/sealing';
import {
  approved,
  CONSENTED,
  PNG_DATA_URL,
  readyDraft,
  type SentDocument,
  signerCall,
  signerToken,
} from '../../support/signing';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp({ SEAL_POLL_MS: '50', MAIL_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
});

const rectAt = (row: number) => ({ x1: 10, y1: 10 + row * 60, x2: 210, y2: 50 + row * 60, width: 600, height: 800 });
const position = (row: number) => ({ pageNumber: 1, boundingRect: rectAt(row), rects: [] });
const none = { image: null, approve: false, reject: false, revise: false };

/** A Draft for Amy with no fields yet. */
async function emptyDraft(who: Owner): Promise<SentDocument> {
  return readyDraft(t, who, [{ name: 'Amy', level: 1 }], { fieldsEach: 0 });
}

async function addField(who: Owner, draft: SentDocument, body: Record<string, unknown>) {
  return who.call('POST', `/v1/documents/signing/${draft.document.id}/coordinate`, {
    userId: draft.users[0]?.id,
    position: position(0),
    ...body,
  });
}

/** A Sent document for Amy with one field of each type given (row by row), and her token. */
async function sentWith(who: Owner, fields: { type: FieldType; label?: string; required?: boolean }[]) {
  const draft = await emptyDraft(who);
  const created: DocumentField[] = [];
  for (const [row, field] of fields.entries()) {
    const response = await addField(who, draft, { ...field, position: position(row) });
    expect(response.statusCode, response.body).toBe(201);
    created.push(response.json());
  }
  const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
  expect(invite.statusCode, invite.body).toBe(200);
  const token = await signerToken(t, draft.document.id, draft.users[0]?.id ?? '');
  const byType = (type: FieldType) => created.find((field) => field.type === type) as DocumentField;
  const answer = (type: FieldType, response: object) =>
    signerCall(t, 'PUT', `/v1/documents/user-sign/${draft.document.id}/coordinate/${byType(type).id}`, token, {
      response: { ...none, ...response },
    });
  const submit = () => signerCall(t, 'POST', `/v1/documents/user-sign/${draft.document.id}/submit`, token, CONSENTED);
  return { ...draft, fields: created, token, byType, answer, submit };
}

describe('field types: the owner places them', () => {
  it('creates each type, text and checkbox with a label and a required flag; others answer label null, required false', async () => {
    const who = await owner(t);
    const draft = await emptyDraft(who);
    for (const type of ['draw', 'file', 'initials', 'name', 'date', 'text', 'checkbox'] as const) {
      const options = type === 'text' || type === 'checkbox' ? { label: `  ${type} label `, required: true } : {};
      const response = await addField(who, draft, { type, ...options });
      expect(response.statusCode, response.body).toBe(201);
      const field = response.json<DocumentField>();
      expect(field.type).toBe(type);
      expect(field.label).toBe(options.label ? `${type} label` : null);
      expect(field.required).toBe(options.required ?? false);
      expect(field.response).toEqual({ ...none, text: null, checked: null });
    }
    const record = (await who.call('GET', `/v1/documents/signing/${draft.document.id}`)).json();
    expect(record.coordinates.map((field: DocumentField) => field.type)).toHaveLength(7);
  });

  it('keeps the options through an update and the batch save', async () => {
    const who = await owner(t);
    const draft = await emptyDraft(who);
    const created = (await addField(who, draft, { type: 'text', label: 'City' })).json<DocumentField>();
    const changed = await who.call('PUT', `/v1/documents/signing/${draft.document.id}/coordinate/${created.id}`, {
      userId: created.userId,
      type: 'text',
      position: position(1),
      label: 'Town',
      required: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ label: 'Town', required: true });
    const batch = await who.call('PUT', `/v1/documents/signing/${draft.document.id}/coordinates`, {
      create: [{ userId: created.userId, type: 'checkbox', position: position(2), label: 'I agree', required: true }],
      update: [{ id: created.id, userId: created.userId, type: 'text', position: position(1), label: null }],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const fields = batch.json().coordinates as DocumentField[];
    expect(fields.find((field) => field.type === 'checkbox')).toMatchObject({ label: 'I agree', required: true });
    expect(fields.find((field) => field.type === 'text')).toMatchObject({ label: null, required: false });
  });

  it.each([
    ['a label on a signature', { type: 'draw', label: 'Sign' }, API_MESSAGES.fieldOptionsNotAllowed],
    ['required on a name', { type: 'name', required: true }, API_MESSAGES.fieldOptionsNotAllowed],
    [
      'a label too long',
      { type: 'text', label: 'x'.repeat(101) },
      fillTemplate(API_MESSAGES.fieldLabelTooLong, { limit: MAX_FIELD_LABEL_LENGTH }),
    ],
    ['a label with a control character', { type: 'text', label: 'a\u0007b' }, 'Must not contain control characters'],
    ['a label not text', { type: 'text', label: 5 }, API_MESSAGES.fieldLabelInvalid],
    ['required not a boolean', { type: 'checkbox', required: 'yes' }, API_MESSAGES.fieldRequiredInvalid],
    ['an unknown type', { type: 'stamp' }, API_MESSAGES.fieldTypeInvalid],
  ])('answers 400 for %s', async (_name, body, message) => {
    const who = await owner(t);
    const draft = await emptyDraft(who);
    const response = await addField(who, draft, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 401 without a token and 404 for another account's document", async () => {
    const who = await owner(t);
    const draft = await emptyDraft(who);
    const body = { userId: draft.users[0]?.id, type: 'text', label: 'City', position: position(0) };
    const url = `/v1/documents/signing/${draft.document.id}/coordinate`;
    expect((await t.request({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    const stranger = await owner(t);
    expect((await stranger.call('POST', url, body)).statusCode).toBe(404);
    expect((await who.call('POST', `/v1/documents/signing/${MISSING_ID}/coordinate`, body)).statusCode).toBe(404);
  });
});

describe('field types: the signer answers them', () => {
  it.each([
    ['an image on a name', 'name', { image: PNG_DATA_URL, approve: true }, API_MESSAGES.responseWrongType],
    ['a text on an image field', 'file', { text: 'hello', approve: true }, API_MESSAGES.responseWrongType],
    ['a tick on a text', 'text', { checked: true, approve: true }, API_MESSAGES.responseWrongType],
    ['a text on a checkbox', 'checkbox', { text: 'yes', approve: true }, API_MESSAGES.responseWrongType],
    ['anything on a date', 'date', { text: '1 January 2020', approve: true }, API_MESSAGES.responseWrongType],
    [
      'an image and a text at once',
      'draw',
      { image: PNG_DATA_URL, text: 'Amy', approve: true },
      API_MESSAGES.responseInvalid,
    ],
    ['a text without approve', 'name', { text: 'Amy' }, API_MESSAGES.responseInvalid],
    ['approve without an answer', 'text', { approve: true }, API_MESSAGES.responseInvalid],
    [
      'a text with a control character',
      'text',
      { text: 'a\u0000b', approve: true },
      'Must not contain control characters',
    ],
    ['checked not a boolean', 'checkbox', { checked: 'yes', approve: true }, API_MESSAGES.responseCheckedInvalid],
  ] as const)('answers 400 for %s', async (_name, type, response, message) => {
    const who = await owner(t);
    const sent = await sentWith(who, [{ type }]);
    const answered = await sent.answer(type, response);
    expect(answered.statusCode, answered.body).toBe(400);
    expect(answered.json().message).toBe(message);
  });

  it('bounds typed answers by type: initials 10, a name 100, a text 500', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, [{ type: 'initials' }, { type: 'name' }, { type: 'text' }]);
    const tooLong = async (type: FieldType, length: number) => {
      const response = await sent.answer(type, { text: 'x'.repeat(length), approve: true });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message;
    };
    expect(await tooLong('initials', 11)).toBe('A typed answer must be 10 characters or less');
    expect(await tooLong('name', 101)).toBe('A typed answer must be 100 characters or less');
    expect(await tooLong('text', 501)).toBe('A typed answer must be 500 characters or less');
    expect((await sent.answer('initials', { text: 'x'.repeat(10), approve: true })).statusCode).toBe(200);
  });

  it('refuses a field that is not the signer’s (404) and a missing token (401)', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, [{ type: 'text' }]);
    const url = `/v1/documents/user-sign/${sent.document.id}/coordinate/${MISSING_ID}`;
    const body = { response: { ...none, text: 'hi', approve: true } };
    expect((await signerCall(t, 'PUT', url, sent.token, body)).statusCode).toBe(404);
    const field = `/v1/documents/user-sign/${sent.document.id}/coordinate/${sent.byType('text').id}`;
    expect((await signerCall(t, 'PUT', field, null, body)).statusCode).toBe(401);
  });

  it('a required text and checkbox hold back the submission until filled and ticked; optional ones do not', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, [
      { type: 'text', label: 'City', required: true },
      { type: 'checkbox', label: 'I agree', required: true },
    ]);
    let submitted = await sent.submit();
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json().message).toBe(API_MESSAGES.requiredFieldEmpty);
    expect((await sent.answer('text', { text: 'İzmir', approve: true })).statusCode).toBe(200);
    expect((await sent.answer('checkbox', { checked: false, approve: true })).statusCode).toBe(200);
    submitted = await sent.submit();
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json().message).toBe(API_MESSAGES.requiredFieldEmpty);
    expect((await sent.answer('checkbox', { checked: true, approve: true })).statusCode).toBe(200);
    submitted = await sent.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('Completed');
  });

  it('optional text and checkbox may stay empty; a typed signature, a name and initials must be answered', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, [{ type: 'text' }, { type: 'checkbox' }, { type: 'draw' }, { type: 'name' }]);
    expect((await sent.answer('draw', { text: 'Amy Lee', approve: true })).statusCode).toBe(200);
    const missingName = await sent.submit();
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().message).toBe(API_MESSAGES.fieldsIncomplete);
    expect((await sent.answer('name', { text: 'Amy Lee', approve: true })).statusCode).toBe(200);
    expect((await sent.submit()).statusCode).toBe(200);
  });

  it('fills a date field at submission in the owner’s date format, as the owner and the signer read it', async () => {
    const who = await owner(t);
    const language = await who.call('PUT', '/v1/profile/language', { language: 'de' });
    expect(language.statusCode, language.body).toBe(200);
    const sent = await sentWith(who, [{ type: 'date' }, { type: 'draw' }]);
    expect((await sent.answer('draw', approved)).statusCode).toBe(200);
    const before = (await who.call('GET', `/v1/documents/signing/${sent.document.id}`)).json();
    expect(before.coordinates.find((field: DocumentField) => field.type === 'date').response.text).toBeNull();
    expect((await sent.submit()).statusCode).toBe(200);
    const after = (await who.call('GET', `/v1/documents/signing/${sent.document.id}`)).json();
    const date = after.coordinates.find((field: DocumentField) => field.type === 'date');
    const expected = formatSigningDate(new Date(), 'de');
    expect(expected).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    expect(date.response).toMatchObject({ text: expected, approve: true, image: null });
  });

  it('keeps the old wire shape: a response with only an image approves a signature and an image field', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, [{ type: 'draw' }, { type: 'file' }]);
    for (const type of ['draw', 'file'] as const) {
      const response = await sent.answer(type, { image: PNG_DATA_URL, approve: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().response).toEqual({ ...approved, text: null, checked: null });
    }
    expect((await sent.submit()).statusCode).toBe(200);
  });
});

describe('field types: the sealed PDF', () => {
  it('holds the typed signature, name, text and date as text pdftotext reads, and the tick', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, [
      { type: 'draw' },
      { type: 'initials' },
      { type: 'name' },
      { type: 'date' },
      { type: 'text', label: 'City', required: true },
      { type: 'checkbox', label: 'I agree', required: true },
    ]);
    for (const [type, response] of [
      ['draw', { text: 'Şükrü Doğan', approve: true }],
      ['initials', { text: 'ŞD', approve: true }],
      ['name', { text: 'Şükrü Doğan Öztürk', approve: true }],
      ['text', { text: 'Straße 5, Genève', approve: true }],
      ['checkbox', { checked: true, approve: true }],
    ] as const) {
      const answered = await sent.answer(type, response);
      expect(answered.statusCode, answered.body).toBe(200);
    }
    expect((await sent.submit()).statusCode).toBe(200);
    await waitForSeal(t, sent.document.id);
    const download = await who.call('GET', `/v1/documents/${sent.document.id}/download`);
    expect(download.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'signflow-fields-')), 'sealed.pdf');
    writeFileSync(file, download.rawPayload);
    const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    const date = (await who.call('GET', `/v1/documents/signing/${sent.document.id}`))
      .json()
      .coordinates.find((field: DocumentField) => field.type === 'date').response.text;
    for (const expected of ['Şükrü Doğan', 'ŞD', 'Şükrü Doğan Öztürk', 'Straße 5, Genève', date]) {
      expect(firstPage).toContain(expected);
    }
  });
});
