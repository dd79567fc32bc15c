import { execFileSync } from 'node:child_process';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import { type DocumentField, FIELD_TEXT_LIMITS, type SigningRecordResponse } from '@signflow/contract/documents';
import type { SignerRecordResponse } from '@signflow/contract/signing';
import type { TemplateDetail, TemplateUseResponse } from '@signflow/contract/templates';
import { describe, expect, it } from 'vitest';
import {
  documentsTestAppPerFile,
  draftWithTwoSigners,
  MISSING_ID,
  type Owner,
  owner,
  uploadPdf,
  uploadRequest,
} from '../../support/documents';
import { errorAnswer, refusedInput } from '../../support/error-answers';
import { pdfWithPages } from '../../support/pdf-files';
import { writeTemporary } from '../../support/sealed-pdf';
import { waitForSeal } from '../../support/sealing';
import { approved, CONSENTED, mailDeliveredTo, signerCall, signerToken } from '../../support/signing';
import {
  type SenderFilledTemplate,
  saveTemplateFields,
  senderFilledTemplate,
  sharedSenderFilledTemplate,
  templateField,
  useOf,
} from '../../support/templates';

const t = documentsTestAppPerFile();

/** One owner and template for the refusals: none of them makes anything, so each finds them as they were. */
const refusedOwner = sharedSenderFilledTemplate(t);

const useUrl = (made: SenderFilledTemplate) => `/v1/templates/${made.template.id}/documents`;

async function use(who: Owner, made: SenderFilledTemplate, body: object = useOf(made)) {
  const response = await who.call('POST', useUrl(made), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TemplateUseResponse>().document;
}

const recordOf = async (who: Owner, documentId: string) =>
  (await who.call('GET', `/v1/documents/signing/${documentId}`)).json<SigningRecordResponse>();

/** A field's kind and what it holds, for comparing fields across a template and its documents. */
const shapeOf = (field: DocumentField) => ({
  type: field.type,
  page: field.position.pageNumber,
  senderFilled: field.senderFilled,
  text: field.response.text,
  checked: field.response.checked,
});

describe('POST /v1/templates/{id}/documents', () => {
  it('makes a Draft of its own: the PDF copied, each role’s recipient a signer at its level, the sender’s values in', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const body = useOf(made, { name: 'Lease of flat 4' });
    const document = await use(who, made, body);
    expect(document).toMatchObject({ DocName: 'Lease of flat 4', status: 'Draft', sha256: made.template.sha256 });

    const record = await recordOf(who, document.id);
    expect(record.users.map(({ name, email, level }) => ({ name, email, level }))).toEqual([
      { name: 'Cleo Client', email: body.recipients[0]?.email, level: 1 },
      { name: 'Walt Witness', email: body.recipients[1]?.email, level: 2 },
    ]);
    const [cleo, walt] = record.users;
    expect(record.coordinates.map((field) => ({ signer: field.userId, ...shapeOf(field) }))).toEqual([
      { signer: cleo?.id, type: 'draw', page: 1, senderFilled: false, text: null, checked: null },
      { signer: cleo?.id, type: 'text', page: 1, senderFilled: true, text: 'ACME Ltd', checked: null },
      { signer: cleo?.id, type: 'checkbox', page: 1, senderFilled: true, text: null, checked: true },
      { signer: walt?.id, type: 'draw', page: 2, senderFilled: false, text: null, checked: null },
      // A date as the date field writes it: the owner's language, the long style.
      { signer: walt?.id, type: 'date', page: 2, senderFilled: true, text: 'March 1, 2027', checked: null },
    ]);
    expect(record.coordinates[1]?.position).toEqual(made.company.position);

    expect(t.storedFiles()).toContain(`files/${who.accountId}/${document.id}.pdf`);
    const copy = await who.call('GET', document.DocPath);
    const original = await who.call('GET', made.template.pdfPath);
    expect(copy.rawPayload.equals(original.rawPayload)).toBe(true);

    const trail = (await who.call('GET', `/v1/documents/${document.id}/audit`)).json<AuditTrailResponse>();
    expect(trail.events.map((event) => event.type)).toEqual(['made_from_template']);
    expect(trail.events[0]?.details).toEqual({
      templateId: made.template.id,
      templateName: 'Lease',
      sha256: made.template.sha256,
      fields: '5',
    });
    expect((await who.call('GET', '/v1/documents')).json().results.map((each: { id: string }) => each.id)).toEqual([
      document.id,
    ]);
    expect((await who.call('GET', `/v1/templates/${made.template.id}`)).json().documentCount).toBe(1);
  });

  it('sends it at once through Invite Sign: listed as Sent, the first level invited by mail', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const body = useOf(made, { send: true, message: 'Please sign by Friday' });
    const document = await use(who, made, body);
    expect(document.status).toBe('Sent');

    const listed = (await who.call('GET', '/v1/documents?status=Sent')).json();
    expect(listed.results.map((each: { id: string }) => each.id)).toEqual([document.id]);
    const [client, witness] = body.recipients.map((recipient) => recipient.email);
    const invitation = await t.smtp.waitFor(client ?? '');
    expect(invitation.text).toContain('Please sign by Friday');
    await mailDeliveredTo(t, witness ?? '');
    expect(t.smtp.mails.filter((mail) => mail.to.includes(witness ?? ''))).toEqual([]);
    const trail = (await who.call('GET', `/v1/documents/${document.id}/audit`)).json<AuditTrailResponse>();
    expect(trail.events.map((event) => event.type).slice(0, 2)).toEqual(['made_from_template', 'sent']);
  });

  it('shows the sender’s values to the signers read-only, refuses a change of them, and seals them into the PDF', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const document = await use(who, made, useOf(made, { send: true }));
    const record = await recordOf(who, document.id);
    const [cleo, walt] = record.users;
    const [signature, company, deposit, waltSignature] = record.coordinates;

    const cleoToken = await signerToken(t, document.id, cleo?.id ?? '');
    const seen = await signerCall(t, 'GET', `/v1/documents/user-sign/${document.id}`, cleoToken);
    const fields = seen.json<SignerRecordResponse>().coordinates;
    expect(fields.filter((field) => field.senderFilled).map(shapeOf)).toEqual([
      { type: 'text', page: 1, senderFilled: true, text: 'ACME Ltd', checked: null },
      { type: 'checkbox', page: 1, senderFilled: true, text: null, checked: true },
      // Another signer's field, yet the sender's value shows: it is the document's, not a draft of theirs.
      { type: 'date', page: 2, senderFilled: true, text: 'March 1, 2027', checked: null },
    ]);

    const fieldUrl = (fieldId: string | undefined) => `/v1/documents/user-sign/${document.id}/coordinate/${fieldId}`;
    const changed = { response: { ...approved, image: null, text: 'Someone Else Ltd' } };
    const refused = await signerCall(t, 'PUT', fieldUrl(company?.id), cleoToken, changed);
    expect(refused.json()).toEqual(refusedInput(API_MESSAGES.senderFilledReadOnly));
    const unticked = { response: { ...approved, image: null, checked: false } };
    expect((await signerCall(t, 'PUT', fieldUrl(deposit?.id), cleoToken, unticked)).statusCode).toBe(400);

    const submit = (token: string) =>
      signerCall(t, 'POST', `/v1/documents/user-sign/${document.id}/submit`, token, CONSENTED);
    expect((await signerCall(t, 'PUT', fieldUrl(signature?.id), cleoToken, { response: approved })).statusCode).toBe(
      200,
    );
    expect((await submit(cleoToken)).statusCode).toBe(200);
    const waltToken = await signerToken(t, document.id, walt?.id ?? '');
    await signerCall(t, 'PUT', fieldUrl(waltSignature?.id), waltToken, { response: approved });
    expect((await submit(waltToken)).json()).toMatchObject({ status: 'Completed' });

    const after = await recordOf(who, document.id);
    expect(after.coordinates.filter((field) => field.senderFilled).map(shapeOf)).toEqual(
      record.coordinates.filter((field) => field.senderFilled).map(shapeOf),
    );
    await waitForSeal(t, document.id);
    const sealed = await who.call('GET', `/v1/documents/${document.id}/download`);
    const text = execFileSync('pdftotext', ['-layout', writeTemporary('sealed.pdf', sealed.rawPayload), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('ACME Ltd');
    expect(text).toContain('March 1, 2027');
    expect(text).toContain('Made from a template');
  });

  it('leaves a document already made as it was when the template is edited, or deleted', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const document = await use(who, made);
    const before = await recordOf(who, document.id);

    await who.call('PATCH', `/v1/templates/${made.template.id}`, {
      name: 'Renamed',
      roles: [{ ...made.client, name: 'Tenant', level: 2 }, made.witness],
    });
    await saveTemplateFields(who, made.template, {
      create: [templateField(made.witness.id, { type: 'initials' })],
      update: [{ id: made.company.id, ...templateField(made.client.id, { type: 'text', left: 10, pageNumber: 3 }) }],
      delete: [made.date.id],
    });
    expect(await recordOf(who, document.id)).toEqual(before);

    expect((await who.call('DELETE', `/v1/templates/${made.template.id}`)).statusCode).toBe(200);
    expect(await recordOf(who, document.id)).toEqual(before);
    expect((await who.call('GET', document.DocPath)).statusCode).toBe(200);
  });

  it('keeps the sender’s values through Prepare again; a field given another type in the Draft loses its value', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const document = await use(who, made, useOf(made, { send: true }));
    const filled = (record: SigningRecordResponse) =>
      record.coordinates.filter((field) => field.senderFilled).map(shapeOf);
    const before = filled(await recordOf(who, document.id));
    expect((await who.call('POST', `/v1/documents/${document.id}/cancel`, { reason: 'Wrong flat' })).statusCode).toBe(
      200,
    );
    const prepared = await who.call('POST', `/v1/documents/signing/${document.id}/prepare-again`);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const record = await recordOf(who, document.id);
    expect(filled(record)).toEqual(before);

    const company = record.coordinates[1];
    const retyped = { ...company, userId: company?.userId, type: 'name', label: null, required: false };
    const changed = await who.call('PUT', `/v1/documents/signing/${document.id}/coordinate/${company?.id}`, retyped);
    expect(changed.json<DocumentField>()).toMatchObject({
      type: 'name',
      senderFilled: false,
      response: { text: null, approve: false },
    });
  });

  it.each([
    [
      'a role without a recipient',
      (m: SenderFilledTemplate) => ({ recipients: useOf(m).recipients.slice(0, 1) }),
      fillTemplate(API_MESSAGES.roleNeedsRecipient, { role: 'Witness' }),
    ],
    [
      'a role given twice',
      (m: SenderFilledTemplate) => ({ recipients: [...useOf(m).recipients, useOf(m).recipients[0]] }),
      fillTemplate(API_MESSAGES.roleHasTwoRecipients, { role: 'Client' }),
    ],
    [
      'an unknown role',
      (m: SenderFilledTemplate) => ({
        recipients: [...useOf(m).recipients, { roleId: MISSING_ID, name: 'X', email: 'x@example.com' }],
      }),
      API_MESSAGES.unknownRole,
    ],
    [
      'a recipient without an e-mail address',
      (m: SenderFilledTemplate) => ({
        recipients: [{ ...useOf(m).recipients[0], email: 'nobody' }, useOf(m).recipients[1]],
      }),
      'Invalid email address',
    ],
    [
      'a value missing',
      (m: SenderFilledTemplate) => ({ values: useOf(m).values.slice(1) }),
      fillTemplate(API_MESSAGES.senderValueMissing, { field: 'Company', page: 1 }),
    ],
    [
      'a required text left empty',
      (m: SenderFilledTemplate) => ({ values: [{ fieldId: m.company.id, value: ' ' }, ...useOf(m).values.slice(1)] }),
      fillTemplate(API_MESSAGES.senderValueMissing, { field: 'Company', page: 1 }),
    ],
    [
      'a text past its length',
      (m: SenderFilledTemplate) => ({
        values: [{ fieldId: m.company.id, value: 'x'.repeat(FIELD_TEXT_LIMITS.text + 1) }, ...useOf(m).values.slice(1)],
      }),
      fillTemplate(API_MESSAGES.responseTextTooLong, { limit: FIELD_TEXT_LIMITS.text }),
    ],
    [
      'a checkbox that is not true or false',
      (m: SenderFilledTemplate) => ({
        values: [useOf(m).values[0], { fieldId: m.deposit.id, value: 'yes' }, useOf(m).values[2]],
      }),
      API_MESSAGES.senderValueCheckboxInvalid,
    ],
    [
      'a day the calendar lacks',
      (m: SenderFilledTemplate) => ({
        values: [...useOf(m).values.slice(0, 2), { fieldId: m.date.id, value: '2027-02-30' }],
      }),
      API_MESSAGES.senderValueDateInvalid,
    ],
    [
      'a date written otherwise',
      (m: SenderFilledTemplate) => ({
        values: [...useOf(m).values.slice(0, 2), { fieldId: m.date.id, value: '01/03/2027' }],
      }),
      API_MESSAGES.senderValueDateInvalid,
    ],
    [
      'a value for a field the signer fills in',
      (m: SenderFilledTemplate) => ({
        values: [...useOf(m).values, { fieldId: m.template.fields[0]?.id, value: 'x' }],
      }),
      API_MESSAGES.fieldNotSenderFilled,
    ],
    [
      'a value for an unknown field',
      (m: SenderFilledTemplate) => ({ values: [...useOf(m).values, { fieldId: MISSING_ID, value: 'x' }] }),
      API_MESSAGES.unknownField,
    ],
    [
      'two values for one field',
      (m: SenderFilledTemplate) => ({ values: [...useOf(m).values, useOf(m).values[0]] }),
      API_MESSAGES.senderValueTwice,
    ],
    ['send that is not a boolean', () => ({ send: 'yes' }), API_MESSAGES.sendInvalid],
  ])('refuses %s with 400, making nothing', async (_case, change, message) => {
    const { who, made } = await refusedOwner();
    const response = await who.call('POST', useUrl(made), useOf(made, change(made)));
    expect(response.json()).toMatchObject(refusedInput(message));
    expect((await who.call('GET', '/v1/documents')).json().totalResults).toBe(0);
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}/`))).toHaveLength(1);
  });

  it('makes nothing when sending is refused: an owner whose e-mail address is not verified gets 403', async () => {
    const who = await owner(t, 'PRO', { verified: false });
    const made = await senderFilledTemplate(t, who);
    const response = await who.call('POST', useUrl(made), useOf(made, { send: true }));
    expect(response.json()).toEqual(errorAnswer(403, API_MESSAGES.emailNotVerified));
    expect((await who.call('GET', '/v1/documents')).json().totalResults).toBe(0);
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}/`))).toHaveLength(1);
    expect((await who.call('POST', useUrl(made), useOf(made))).statusCode).toBe(201);
  });

  it('counts the documents made against the plan’s documents, as uploads', async () => {
    const who = await owner(t, 'TRIAL');
    const made = await senderFilledTemplate(t, who);
    for (let count = 0; count < 3; count += 1) await use(who, made);
    const refused = await who.call('POST', useUrl(made), useOf(made));
    expect(refused.json()).toMatchObject(
      errorAnswer(403, fillTemplate(API_MESSAGES.planLimitDocuments, { plan: 'TRIAL', limit: 3 })),
    );
    expect((await who.call('GET', '/v1/documents')).json().totalResults).toBe(3);
    expect(t.storedFiles().filter((file) => file.startsWith(`files/${who.accountId}/`))).toHaveLength(4);
  });

  it('answers 401 without a token, and 404 for another account’s template', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const unauthenticated = await t.request({ method: 'POST', url: useUrl(made), payload: useOf(made) });
    expect(unauthenticated.json()).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
    const stranger = await owner(t);
    expect((await stranger.call('POST', useUrl(made), useOf(made))).json()).toEqual(
      errorAnswer(404, API_MESSAGES.notFound),
    );
    expect((await who.call('GET', '/v1/documents')).json().totalResults).toBe(0);
  });
});

describe('POST /v1/documents/{id}/save-as-template', () => {
  const saveUrl = (documentId: string) => `/v1/documents/${documentId}/save-as-template`;

  it('makes a template of a document: a copy of its PDF, its signers as roles at their levels, its fields theirs', async () => {
    const { who, document, amy, bob } = await draftWithTwoSigners(t);
    const batch = {
      create: [
        { ...templateField(amy.id), roleId: undefined, userId: amy.id },
        {
          ...templateField(bob.id, { type: 'text', label: 'City', required: true }),
          roleId: undefined,
          userId: bob.id,
        },
      ],
    };
    expect((await who.call('PUT', `/v1/documents/signing/${document.id}/coordinates`, batch)).statusCode).toBe(200);
    const before = await recordOf(who, document.id);

    const response = await who.call('POST', saveUrl(document.id), { name: 'Standard contract' });
    expect(response.statusCode, response.body).toBe(201);
    const template = response.json<TemplateDetail>();
    expect(template).toMatchObject({ name: 'Standard contract', sha256: document.sha256, pageCount: 3 });
    expect(template.roles.map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'Amy Approver', level: 1 },
      { name: 'Bob Boss', level: 2 },
    ]);
    const [amyRole, bobRole] = template.roles;
    expect(
      template.fields.map(({ roleId, type, label, required, position }) => ({
        roleId,
        type,
        label,
        required,
        position,
      })),
    ).toEqual(
      before.coordinates.map((field) => ({
        roleId: field.userId === amy.id ? amyRole?.id : bobRole?.id,
        type: field.type,
        label: field.label,
        required: field.required,
        position: field.position,
      })),
    );
    expect(t.storedFiles()).toContain(`files/${who.accountId}/${template.id}.template.pdf`);
    expect(await recordOf(who, document.id)).toEqual(before);
  });

  it('names a signer without a name of their own, or with an earlier signer’s, by their place', async () => {
    const who = await owner(t);
    const signers = [
      { approverName: 'Sam', approverMail: 'sam@example.com', approvalLevel: 1 },
      { approverName: 'sam', approverMail: 'sam.2@example.com', approvalLevel: 1 },
    ];
    const upload = await uploadRequest(t, who.token, [
      { name: 'signers', value: JSON.stringify(signers) },
      { name: 'file', filename: 'nda.pdf', content: await pdfWithPages(1) },
    ]);
    const saved = await who.call('POST', saveUrl(upload.json().document.id), { name: 'NDA' });
    expect(saved.json<TemplateDetail>().roles.map((role) => role.name)).toEqual(['Sam', 'Signer 2']);

    // A flow's approvers not filled in yet have no name at all.
    const flow = (await who.call('POST', '/v1/flow', { flowName: 'Blank', approverCount: 2 })).json().flow;
    const blank = await uploadPdf(t, who, flow.flowId);
    const named = await who.call('POST', saveUrl(blank.id), { name: 'Blank' });
    expect(named.json<TemplateDetail>().roles.map((role) => role.name)).toEqual(['Signer 1', 'Signer 2']);
  });

  it('keeps a field the sender filled in as one the sender fills in, without its value', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const document = await use(who, made, useOf(made, { send: true }));
    const saved = (await who.call('POST', saveUrl(document.id), { name: 'Again' })).json<TemplateDetail>();
    expect(saved.fields.map((field) => [field.type, field.senderFilled])).toEqual(
      made.template.fields.map((field) => [field.type, field.senderFilled]),
    );
    expect(saved.roles.map(({ name, level }) => ({ name, level }))).toEqual([
      { name: 'Cleo Client', level: 1 },
      { name: 'Walt Witness', level: 2 },
    ]);
  });

  it('answers 400 without a name, 401 without a token, 404 for another account’s or a trashed document', async () => {
    const { who, document } = await draftWithTwoSigners(t);
    expect((await who.call('POST', saveUrl(document.id), {})).json()).toEqual(
      refusedInput(API_MESSAGES.templateNameRequired),
    );
    const unauthenticated = await t.request({ method: 'POST', url: saveUrl(document.id), payload: { name: 'X' } });
    expect(unauthenticated.json()).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
    const stranger = await owner(t);
    const notFound = errorAnswer(404, API_MESSAGES.notFound);
    expect((await stranger.call('POST', saveUrl(document.id), { name: 'X' })).json()).toEqual(notFound);
    await who.call('DELETE', `/v1/documents/${document.id}`);
    expect((await who.call('POST', saveUrl(document.id), { name: 'X' })).json()).toEqual(notFound);
    expect((await who.call('GET', '/v1/templates')).json().totalResults).toBe(0);
  });
});
