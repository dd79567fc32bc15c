import type { Plan } from '@signflow/contract/plans';
import {
  PUBLIC_LINK_CODE_DIGITS,
  type PublicLinkAnswer,
  type PublicLinkVisitStarted,
} from '@signflow/contract/public-links';
import type { TemplateDetail, TemplateField, TemplateRole, TemplateRoleInput } from '@signflow/contract/templates';
import { expect } from 'vitest';
import { type FormPart, multipartBody, type Owner, owner } from './documents';
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

/** The settings that make `made`'s link usable: a witness, and every value the sender gives. */
export function publicLinkSettings(made: SenderFilledTemplate, overrides: object = {}) {
  return {
    enabled: true,
    recipients: [{ roleId: made.witness.id, name: 'Walt Witness', email: uniqueEmail('walt') }],
    values: [
      { fieldId: made.company.id, value: 'ACME Ltd' },
      { fieldId: made.deposit.id, value: 'true' },
      { fieldId: made.date.id, value: '2027-03-01' },
    ],
    ...overrides,
  };
}

/** The last part of a public link's address, which its routes take. */
export const slugOf = (link: PublicLinkAnswer) => new URL(link.url ?? '').pathname.split('/').at(-1) ?? '';

/** A visitor of a public link, with an address of their own. */
export const visitor = (name = 'Vera Visitor') => ({ name, email: uniqueEmail('vera') });

/** The browser a visitor confirms their code from, as the trail records it. */
export const VISITOR_AGENT = 'VisitorBrowser/1.0';

/** Public links as their owner publishes them and visitors use them (docs/domain.md#public-links), in the app `t`. */
export function publicLinkVisits(t: TestApp) {
  /** An owner's template with its link turned on; answers the link's address part too. */
  async function publishedTemplate(who?: Owner) {
    const me = who ?? (await owner(t));
    const made = await senderFilledTemplate(t, me);
    const response = await me.call('PUT', `/v1/templates/${made.template.id}/public-link`, publicLinkSettings(made));
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json<PublicLinkAnswer>();
    return { who: me, made, link, slug: slugOf(link) };
  }

  function startVisit(slug: string, person: { name: string; email: string }) {
    return t.request({ method: 'POST', url: `/v1/public-links/${slug}/visits`, payload: person });
  }

  function confirm(slug: string, visitId: string, code: string) {
    return t.request({
      method: 'POST',
      url: `/v1/public-links/${slug}/visits/${visitId}/confirm`,
      payload: { code },
      headers: { 'user-agent': VISITOR_AGENT },
    });
  }

  /** The code mailed to `email` for its latest visit. */
  async function mailedCode(email: string): Promise<string> {
    const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject.startsWith('Your code to sign') });
    t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
    const code = mail.text.match(new RegExp(`^\\d{${PUBLIC_LINK_CODE_DIGITS}}$`, 'm'))?.[0];
    if (!code) throw new Error(`no code in "${mail.text}"`);
    return code;
  }

  /** A visit begun, with the code its mail carries. */
  async function visitWithCode(slug: string, person = visitor()) {
    const started = await startVisit(slug, person);
    expect(started.statusCode, started.body).toBe(201);
    const { visitId } = started.json<PublicLinkVisitStarted>();
    return { visitId, code: await mailedCode(person.email), person };
  }

  return { publishedTemplate, startVisit, confirm, visitWithCode };
}

/**
 * One owner (on `plan`) and their sender-filled template, made at the first call and answered to every later one: for
 * a file's tests that make nothing with them (refusals), so each finds them as they were.
 */
export function sharedSenderFilledTemplate(t: TestApp, plan?: Plan) {
  let shared: Promise<{ who: Owner; made: SenderFilledTemplate }> | undefined;
  return () => {
    shared ??= owner(t, plan).then(async (who) => ({ who, made: await senderFilledTemplate(t, who) }));
    return shared;
  };
}
