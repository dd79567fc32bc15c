import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { DocumentField, DocumentListItem, SigningRecordResponse } from '@signflow/contract/documents';
import type { DocumentSignerRowInput, PrepareAgainResponse } from '@signflow/contract/prepare-again';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  type FormPart,
  MISSING_ID,
  multipartBody,
  type Owner,
  owner,
} from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { pdfWithPages } from '../../support/pdf-files';
import { invitationCount, readyDraft, rejected, revised, signAndSubmit } from '../../support/signing';
import { bearer } from '../../support/test-app';

/**
 * Prepare again with changes (docs/domain.md#documents-and-their-states): the reason on the lists' rows, a new PDF
 * whose missing pages drop their fields, and the signers changed, all in one change recorded in the trail.
 */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const REASON = 'Fix the date on page 3';

/**
 * A 3-page document of Amy (level 1) and Bob (level 2), each with a field on page 1, Amy with one on page 3 too, sent
 * back for revision by Amy with a reason (or rejected by her).
 */
async function declinedDocument(who?: Owner, decision: 'revision' | 'rejected' = 'revision') {
  const me = who ?? (await owner(t));
  const draft = await readyDraft(t, me, [
    { name: 'Amy', level: 1 },
    { name: 'Bob', level: 2 },
  ]);
  const [amy, bob] = draft.users;
  if (!amy || !bob) throw new Error('two signers');
  const rect = { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.2, width: 1, height: 1 };
  const onPage3 = await me.call('POST', `/v1/documents/signing/${draft.document.id}/coordinate`, {
    userId: amy.id,
    type: 'draw',
    position: { pageNumber: 3, boundingRect: rect, rects: [rect] },
  });
  expect(onPage3.statusCode, onPage3.body).toBe(201);
  const sent = { ...draft, fields: [...draft.fields, onPage3.json<DocumentField>()] };
  expect((await me.call('POST', `/v1/documents/signing/${draft.document.id}/invite`)).statusCode).toBe(200);
  const answer = decision === 'revision' ? revised : rejected;
  const submitted = await signAndSubmit(t, sent, amy.id, answer, { reason: REASON });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { who: me, document: draft.document, amy, bob, pageThreeField: onPage3.json<DocumentField>() };
}

const prepareUrl = (documentId: string) => `/v1/documents/signing/${documentId}/prepare-again`;

function prepareWithForm(token: string | null, documentId: string, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.request({
    method: 'POST',
    url: prepareUrl(documentId),
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload,
  });
}

async function recordOf(who: Owner, documentId: string) {
  return (await who.call('GET', `/v1/documents/signing/${documentId}`)).json<SigningRecordResponse>();
}

async function trailOf(who: Owner, documentId: string) {
  return (await who.call('GET', `/v1/documents/${documentId}/audit`)).json<AuditTrailResponse>().events;
}

async function rowOf(who: Owner, list: string, documentId: string) {
  const page = (await who.call('GET', `${list}?limit=100`)).json<{ results: DocumentListItem[] }>();
  return page.results.find((row) => row.id === documentId);
}

const asRow = (signer: { id: string; name: string; email: string; level: number }): DocumentSignerRowInput => ({
  signerId: signer.id,
  approverName: signer.name,
  approverMail: signer.email,
  approvalLevel: signer.level,
});

describe('the reason a signer gave, on the lists’ rows', () => {
  it('shows who sent the document back and why on its row in Documents and Archives, until it is prepared again', async () => {
    const { who, document } = await declinedDocument();
    const expected = { name: 'Amy', decision: 'revision', reason: REASON };
    expect((await rowOf(who, '/v1/documents', document.id))?.declinedBy).toEqual(expected);
    expect((await rowOf(who, '/v1/documents/archieve', document.id))?.declinedBy).toEqual(expected);

    expect((await who.call('POST', prepareUrl(document.id))).statusCode).toBe(200);
    expect((await rowOf(who, '/v1/documents', document.id))?.declinedBy).toBeNull();
  });

  it('names a rejection too, and nothing on a document nobody declined', async () => {
    const who = await owner(t);
    const { document } = await declinedDocument(who, 'rejected');
    expect((await rowOf(who, '/v1/documents/archieve', document.id))?.declinedBy).toEqual({
      name: 'Amy',
      decision: 'rejected',
      reason: REASON,
    });
    const draft = await readyDraft(t, who, [{ name: 'Cy', level: 1 }]);
    expect((await rowOf(who, '/v1/documents', draft.document.id))?.declinedBy).toBeNull();
  });
});

describe('Prepare again with a new list of signers (JSON)', () => {
  it('renames, re-levels, removes (with their fields) and adds signers, each in the trail, and the Draft can be sent', async () => {
    const { who, document, amy, bob } = await declinedDocument();
    const response = await who.call('POST', prepareUrl(document.id), {
      signers: [
        { ...asRow(amy), approverName: 'Amy Ruiz', approverMail: 'Amy.Ruiz@Example.com', approvalLevel: 2 },
        { approverName: 'Dan New', approverMail: 'dan@example.com', approvalLevel: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PrepareAgainResponse>()).toMatchObject({
      document: { id: document.id, status: 'Draft' },
      droppedFields: [],
    });

    const record = await recordOf(who, document.id);
    const dan = record.users.find((user) => user.name === 'Dan New');
    expect(record.users.map(({ id, name, email, level }) => ({ id, name, email, level }))).toEqual([
      { id: dan?.id, name: 'Dan New', email: 'dan@example.com', level: 1 },
      { id: amy.id, name: 'Amy Ruiz', email: 'amy.ruiz@example.com', level: 2 },
    ]);
    expect(new Set(record.users.map((user) => user.color)).size).toBe(2);
    // Amy keeps her two fields; Bob's went with him.
    expect(record.coordinates.map((field) => field.userId).sort()).toEqual([amy.id, amy.id]);

    // The mails of the earlier steps are recorded as they go out, which may be after the change: left out here.
    const events = (await trailOf(who, document.id)).filter((event) => event.type !== 'email_sent');
    const changes = events.slice(events.findIndex((event) => event.type === 'prepared_again'));
    expect(changes.map((event) => [event.type, event.actorKind])).toEqual([
      ['prepared_again', 'owner'],
      ['signer_removed', 'owner'],
      ['signer_changed', 'owner'],
      ['signer_added', 'owner'],
    ]);
    expect(changes[1]?.details).toEqual({
      signerId: bob.id,
      name: 'Bob',
      email: bob.email,
      level: '2',
      fieldsRemoved: '1',
    });
    expect(changes[2]?.details).toEqual({
      signerId: amy.id,
      oldName: 'Amy',
      newName: 'Amy Ruiz',
      oldEmail: amy.email,
      newEmail: 'amy.ruiz@example.com',
      oldLevel: '1',
      newLevel: '2',
    });
    expect(changes[3]?.details).toEqual({ signerId: dan?.id, name: 'Dan New', email: 'dan@example.com', level: '1' });

    // Dan needs a field before the document can be sent; then he is invited first (level 1).
    const blocked = await who.call('POST', `/v1/documents/signing/${document.id}/invite`);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe('Add a field for Dan New before inviting');
    const rect = { x1: 0.5, y1: 0.5, x2: 0.7, y2: 0.6, width: 1, height: 1 };
    await who.call('POST', `/v1/documents/signing/${document.id}/coordinate`, {
      userId: dan?.id,
      type: 'draw',
      position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
    });
    expect((await who.call('POST', `/v1/documents/signing/${document.id}/invite`)).statusCode).toBe(200);
    expect(await invitationCount(t, document.id, dan?.id ?? '')).toBe(1);
  });

  it('records nothing for signers left as they were', async () => {
    const { who, document, amy, bob } = await declinedDocument();
    const response = await who.call('POST', prepareUrl(document.id), { signers: [asRow(amy), asRow(bob)] });
    expect(response.statusCode, response.body).toBe(200);
    const types = (await trailOf(who, document.id)).map((event) => event.type);
    expect(types.filter((type) => type.startsWith('signer_'))).toEqual([]);
  });

  it.each([
    ['an empty list', () => [], API_MESSAGES.documentNeedsSigner],
    ['a row without an e-mail', (rows: DocumentSignerRowInput[]) => [{ ...rows[0], approverMail: '' }], 'Required'],
    ['a level of 0', (rows: DocumentSignerRowInput[]) => [{ ...rows[0], approvalLevel: 0 }], 'Must be 1 or more'],
    [
      'a signer listed twice',
      (rows: DocumentSignerRowInput[]) => [rows[0], { ...rows[1], signerId: rows[0]?.signerId }],
      API_MESSAGES.signerListedTwice,
    ],
    [
      'a signer id that is no id',
      (rows: DocumentSignerRowInput[]) => [{ ...rows[0], signerId: 'x' }],
      'Unknown signer',
    ],
    ['a list that is not a list', () => 'Amy', API_MESSAGES.invalidRequest],
    ['a row that is not an object', () => [7], API_MESSAGES.invalidRequest],
  ])('answers 400 for %s and changes nothing', async (_case, signers, message) => {
    const { who, document, amy, bob } = await declinedDocument();
    const before = await recordOf(who, document.id);
    const response = await who.call('POST', prepareUrl(document.id), { signers: signers([asRow(amy), asRow(bob)]) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(400, message));
    expect(await recordOf(who, document.id)).toEqual(before);
  });

  it('answers 404 for a signer of another document (the owner’s or another account’s), changing nothing', async () => {
    const { who, document, amy } = await declinedDocument();
    const other = await readyDraft(t, who, [{ name: 'Eve', level: 1 }]);
    const stranger = await declinedDocument();
    for (const signer of [other.users[0], stranger.amy]) {
      const response = await who.call('POST', prepareUrl(document.id), {
        signers: [asRow(amy), { ...asRow(amy), signerId: signer?.id, approverName: 'Taken' }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
    expect((await recordOf(who, document.id)).document.status).toBe('Revision');
  });
});

describe('Prepare again with a new PDF (multipart)', () => {
  it('keeps the fields on pages the new file has, drops and names the others, and records both files', async () => {
    const { who, document, amy, bob, pageThreeField } = await declinedDocument();
    const oldFiles = t.storedFiles();
    const newPdf = await pdfWithPages(2);
    const response = await prepareWithForm(who.token, document.id, [
      {
        name: 'signers',
        value: JSON.stringify([asRow(amy), { ...asRow(bob), approverName: 'Bob Li', approverMail: 'bo@example.com' }]),
      },
      { name: 'file', filename: 'contract v2.pdf', content: newPdf },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PrepareAgainResponse>();
    expect(answer.document).toMatchObject({ status: 'Draft', pageCount: 2, DocName: document.DocName });
    expect(answer.document.sha256).not.toBe(document.sha256);
    expect(answer.droppedFields).toEqual([{ id: pageThreeField.id, type: 'draw', pageNumber: 3, signerName: 'Amy' }]);

    const record = await recordOf(who, document.id);
    expect(record.coordinates.map((field) => field.position.pageNumber)).toEqual([1, 1]);
    expect(record.users.map((user) => user.name)).toEqual(['Amy', 'Bob Li']);

    // The owner's PDF is the new one; the earlier file is gone from storage, the new one kept in its place.
    const asset = await who.call('GET', `/asset/${document.id}`);
    expect(asset.statusCode).toBe(200);
    expect(Buffer.compare(asset.rawPayload, newPdf)).toBe(0);
    const files = t.storedFiles();
    expect(files.filter((file) => file.startsWith('files/'))).toHaveLength(
      oldFiles.filter((file) => file.startsWith('files/')).length,
    );
    expect(files).not.toContain(`files/${who.accountId}/${document.id}.pdf`);
    expect(files.some((file) => file.startsWith('tmp/'))).toBe(false);

    const replaced = (await trailOf(who, document.id)).find((event) => event.type === 'file_replaced');
    expect(replaced?.details).toEqual({
      oldSha256: document.sha256,
      sha256: answer.document.sha256,
      oldPageCount: '3',
      pageCount: '2',
      fieldsDropped: '1',
    });
  });

  it('takes a file alone, the signers staying as they were, and drops nothing when every page is there', async () => {
    const { who, document } = await declinedDocument();
    const before = await recordOf(who, document.id);
    const response = await prepareWithForm(who.token, document.id, [
      { name: 'file', filename: 'longer.pdf', content: await pdfWithPages(4) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PrepareAgainResponse>().droppedFields).toEqual([]);
    const after = await recordOf(who, document.id);
    expect(after.users).toEqual(before.users);
    expect(after.coordinates.map((field) => field.id)).toEqual(before.coordinates.map((field) => field.id));
    expect(after.document.pageCount).toBe(4);
  });

  it.each([
    [
      'a file that is not a PDF',
      [{ name: 'file', filename: 'x.pdf', content: Buffer.from('not a pdf') }],
      400,
      API_MESSAGES.fileNotPdf,
    ],
    ['an empty file', [{ name: 'file', filename: 'x.pdf', content: Buffer.alloc(0) }], 400, API_MESSAGES.fileEmpty],
    ['a signers part that is not JSON', [{ name: 'signers', value: '[{' }], 400, API_MESSAGES.invalidRequest],
    ['an empty signers part list', [{ name: 'signers', value: '[]' }], 400, API_MESSAGES.documentNeedsSigner],
  ] as const)(
    'refuses %s, keeping the document as it was and nothing in storage',
    async (_case, parts, status, message) => {
      const { who, document } = await declinedDocument();
      const before = await recordOf(who, document.id);
      const files = t.storedFiles();
      const response = await prepareWithForm(who.token, document.id, [...parts]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(errorAnswer(status, message));
      expect(await recordOf(who, document.id)).toEqual(before);
      expect(t.storedFiles()).toEqual(files);
    },
  );

  it('reads a signers part labelled application/json as the same list: the signer left out is removed', async () => {
    const { who, document, amy, bob } = await declinedDocument();
    const response = await prepareWithForm(who.token, document.id, [
      { name: 'signers', value: JSON.stringify([asRow(amy)]), contentType: 'application/json' },
      { name: 'file', filename: 'contract v2.pdf', content: await pdfWithPages(3) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const record = await recordOf(who, document.id);
    expect(record.users.map((user) => user.id)).toEqual([amy.id]);
    expect(record.coordinates.map((field) => field.userId)).not.toContain(bob.id);
  });

  it.each([
    [
      'a form whose PDF is under another name than `file`',
      async () => [{ name: 'pdf', filename: 'x.pdf', content: await pdfWithPages(1) }],
      API_MESSAGES.uploadNoFile,
    ],
    [
      'a form of signers alone',
      async (rows: DocumentSignerRowInput[]) => [{ name: 'signers', value: JSON.stringify(rows) }],
      API_MESSAGES.uploadNoFile,
    ],
    [
      'two files',
      async () => [
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
        { name: 'file', filename: 'y.pdf', content: await pdfWithPages(2) },
      ],
      API_MESSAGES.invalidRequest,
    ],
    [
      'more text parts than a form has',
      async () => [
        ...Array.from({ length: 11 }, (_, index) => ({ name: `part${index}`, value: 'x' })),
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      ],
      API_MESSAGES.invalidRequest,
    ],
    [
      'a signers part labelled JSON that is not',
      async () => [
        { name: 'signers', value: '[{', contentType: 'application/json' },
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      ],
      API_MESSAGES.invalidRequest,
    ],
  ] as const)(
    'answers 400 for %s, keeping the document as it was and nothing in storage',
    async (_case, parts, message) => {
      const { who, document, amy, bob } = await declinedDocument();
      const before = await recordOf(who, document.id);
      const files = t.storedFiles();
      const response = await prepareWithForm(who.token, document.id, await parts([asRow(amy), asRow(bob)]));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(errorAnswer(400, message));
      expect(await recordOf(who, document.id)).toEqual(before);
      expect(t.storedFiles()).toEqual(files);
    },
  );

  it('answers 404 for a signer of another document sent after the file, removing the file it had kept', async () => {
    const { who, document, amy } = await declinedDocument();
    const stranger = await declinedDocument();
    const before = await recordOf(who, document.id);
    const files = t.storedFiles();
    const response = await prepareWithForm(who.token, document.id, [
      { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      { name: 'signers', value: JSON.stringify([asRow(amy), asRow(stranger.amy)]) },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    expect(await recordOf(who, document.id)).toEqual(before);
    expect(t.storedFiles()).toEqual(files);
  });

  it('refuses before reading the file: 409 for a document that cannot be prepared again, 404 for another account’s', async () => {
    const { who, document } = await declinedDocument();
    const stranger = await owner(t);
    const draft = await readyDraft(t, who, [{ name: 'Cy', level: 1 }]);
    const files = t.storedFiles();
    const form = async () => [{ name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) }];
    const notPreparable = await prepareWithForm(who.token, draft.document.id, await form());
    expect(notPreparable.statusCode).toBe(409);
    expect(notPreparable.json().message).toBe(API_MESSAGES.documentNotRevision);
    for (const id of [document.id, MISSING_ID, 'nope']) {
      const response = await prepareWithForm(stranger.token, id, await form());
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
    expect(t.storedFiles()).toEqual(files);
    expect((await recordOf(who, document.id)).document.status).toBe('Revision');
  });

  it('answers 401 without a valid token, as a form and as JSON', async () => {
    const { who, document } = await declinedDocument();
    for (const token of [null, 'forged.token.here']) {
      const form = await prepareWithForm(token, document.id, [
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      ]);
      expect(form.statusCode).toBe(401);
      expect(form.json()).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
      const json = await t.request({
        method: 'POST',
        url: prepareUrl(document.id),
        headers: token ? bearer(token) : {},
        payload: { signers: [] },
      });
      expect(json.statusCode).toBe(401);
    }
    expect((await recordOf(who, document.id)).document.status).toBe('Revision');
  });
});
