import { type APIRequestContext, expect } from '@playwright/test';
import { pdfOfPages } from './pdf';

/** A place on a one-page template's first page (of 1000×1000), from (x1, y1) to (x2, y2). */
export function onFirstPage(x1: number, y1: number, x2: number, y2: number) {
  const boundingRect = { x1, y1, x2, y2, width: 1000, height: 1000, pageNumber: 1 };
  return { pageNumber: 1, boundingRect, rects: [boundingRect] };
}

/** The headers of `account`, signed in through the API. */
export async function signedInHeaders(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/v1/auth/login', { data: { email: account.email, password: account.password } });
  return { authorization: `Bearer ${(await login.json()).tokens.access.token}` };
}

/**
 * A template of one page made through the API (for tests whose journey is not the template's making): its `roles`,
 * then the fields `fields` gives for the roles' ids, in the order of `roles`. Answers the template's id and roles' ids.
 */
export async function seedTemplate(
  request: APIRequestContext,
  headers: { authorization: string },
  seed: {
    name: string;
    roles: { name: string; level: number }[];
    file: string;
    fields: (roleIds: (string | undefined)[]) => Record<string, unknown>[];
  },
) {
  const made = await request.post('/v1/templates', {
    headers,
    multipart: {
      name: seed.name,
      roles: JSON.stringify(seed.roles),
      file: { name: seed.file, mimeType: 'application/pdf', buffer: await pdfOfPages(1) },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const template = (await made.json()) as { id: string; roles: { id: string }[] };
  const roleIds = template.roles.map((role) => role.id);
  const fields = await request.put(`/v1/templates/${template.id}/fields`, {
    headers,
    data: { create: seed.fields(roleIds) },
  });
  expect(fields.status(), await fields.text()).toBe(200);
  return { id: template.id, roleIds };
}

/**
 * 'Rental agreement': one signature for the Tenant (level 1) and one for the Witness (of `witnessLevel`), made
 * through the API for `account`. Answers the template's id and roles' ids, and the headers it was made with.
 */
export async function rentalTemplate(
  request: APIRequestContext,
  account: { email: string; password: string },
  witnessLevel: number,
) {
  const headers = await signedInHeaders(request, account);
  const signature = (roleId: string | undefined, y: number) => ({
    roleId,
    type: 'draw',
    position: onFirstPage(100, y, 400, y + 60),
  });
  const template = await seedTemplate(request, headers, {
    name: 'Rental agreement',
    roles: [
      { name: 'Tenant', level: 1 },
      { name: 'Witness', level: witnessLevel },
    ],
    file: 'rental.pdf',
    fields: ([tenant, witness]) => [signature(tenant, 200), signature(witness, 600)],
  });
  return { ...template, headers };
}
