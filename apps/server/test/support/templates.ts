import type { TemplateDetail, TemplateField, TemplateRole, TemplateRoleInput } from '@signflow/contract/templates';
import { expect } from 'vitest';
import { type FormPart, multipartBody, type Owner } from './documents';
import { pdfWithPages } from './pdf-files';
import { bearer, type TestApp, uniqueEmail } from './test-app';

/** Two roles of two levels: the client signs first, then the witness. */
export const ROLES: TemplateRoleInput[] = [
  { name: 'Client', level: 1 },
  { name: 'Witness', level: 2 },
];

/**
 * The parts of POST /v1/templates, the name and roles before the file as the web app sends them; `roles` given as a
 * string is sent as it is.
 */
export async function templateParts(
  options: { name?: string; roles?: unknown; pdf?: Buffer } = {},
): Promise<FormPart[]> {
  return [
    { name: 'name', value: options.name ?? 'Lease' },
    {
      name: 'roles',
      value: typeof options.roles === 'string' ? options.roles : JSON.stringify(options.roles ?? ROLES),
    },
    { name: 'file', filename: 'lease.pdf', content: options.pdf ?? (await pdfWithPages(3)) },
  ];
}

export function templateRequest(t: TestApp, token: string | null, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.request({
    method: 'POST',
    url: '/v1/templates',
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload,
  });
}

/** A template of this owner (default: 'Lease', 3 pages, Client and Witness). */
export async function makeTemplate(
  t: TestApp,
  who: Owner,
  options: Parameters<typeof templateParts>[0] = {},
): Promise<TemplateDetail> {
  const response = await templateRequest(t, who.token, await templateParts(options));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TemplateDetail>();
}

/** A field for `roleId` on page `pageNumber` rendered 1000 × 1000 pixels, `left` from the page's left edge. */
export function templateField(
  roleId: string,
  options: {
    type?: string;
    left?: number;
    pageNumber?: number;
    senderFilled?: boolean;
    label?: string;
    required?: boolean;
  } = {},
) {
  const { type = 'draw', left = 100, pageNumber = 1, ...rest } = options;
  const boundingRect = { x1: left, y1: 100, x2: left + 200, y2: 150, width: 1000, height: 1000, pageNumber };
  return { roleId, type, position: { pageNumber, boundingRect, rects: [boundingRect] }, ...rest };
}

/** Saves a batch of the template's fields and answers the template after it. */
export async function saveTemplateFields(who: Owner, template: TemplateDetail, batch: object) {
  const response = await who.call('PUT', `/v1/templates/${template.id}/fields`, batch);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TemplateDetail>();
}

/**
 * A template ready to be used: the Client signs (level 1) beside the company's name and a checkbox the sender fills
 * in; the Witness signs (level 2) beside a date the sender gives.
 */
export async function senderFilledTemplate(t: TestApp, who: Owner) {
  const made = await makeTemplate(t, who);
  const [client, witness] = made.roles as [TemplateRole, TemplateRole];
  const template = await saveTemplateFields(who, made, {
    create: [
      templateField(client.id),
      templateField(client.id, { type: 'text', left: 400, label: 'Company', senderFilled: true, required: true }),
      templateField(client.id, { type: 'checkbox', left: 700, label: 'Deposit paid', senderFilled: true }),
      templateField(witness.id, { pageNumber: 2 }),
      templateField(witness.id, { type: 'date', left: 400, pageNumber: 2, senderFilled: true }),
    ],
  });
  const [, company, deposit, , date] = template.fields as [
    TemplateField,
    TemplateField,
    TemplateField,
    TemplateField,
    TemplateField,
  ];
  return { template, client, witness, company, deposit, date };
}
export type SenderFilledTemplate = Awaited<ReturnType<typeof senderFilledTemplate>>;

/** A use of `made`: each role given a fresh recipient, and every sender's value, as the owner fills the form in. */
export function useOf(made: SenderFilledTemplate, overrides: Record<string, unknown> = {}) {
  return {
    recipients: [
      { roleId: made.client.id, name: 'Cleo Client', email: uniqueEmail('cleo') },
      { roleId: made.witness.id, name: 'Walt Witness', email: uniqueEmail('walt') },
    ],
    values: [
      { fieldId: made.company.id, value: 'ACME Ltd' },
      { fieldId: made.deposit.id, value: 'true' },
      { fieldId: made.date.id, value: '2027-03-01' },
    ],
    ...overrides,
  };
}
