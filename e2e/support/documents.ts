import { expect, type Page } from '@playwright/test';
import type { FieldType } from '@signflow/contract/documents';
import { pdfOfPages } from './pdf';

const AMY_AND_BOB = [
  { name: 'Amy', email: 'amy@example.com' },
  { name: 'Bob', email: 'bob@example.com' },
];

/**
 * A Draft document of 3 pages, seeded through the API, whose signers (of level 1 unless given) are Amy and Bob,
 * or the given ones: a test that reads a signer's mail gives them addresses of its own, as tests run side by side.
 * A long document's test gives its number of pages.
 */
export async function seedDocument(
  page: Page,
  signers: { name: string; email: string; level?: number }[] = AMY_AND_BOB,
  pages = 3,
) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  const headers = { authorization: `Bearer ${token}` };
  const flow = await page.request.post('/v1/flow', {
    data: { flowName: 'Contracts', approverCount: signers.length },
    headers,
  });
  const { flowId } = (await flow.json()).flow;
  const { details } = await (await page.request.get(`/v1/flow/${flowId}/detail`, { headers })).json();
  for (const [index, signer] of signers.entries()) {
    await page.request.put(`/v1/flow/${flowId}/detail/${details[index].flowDetailId}`, {
      data: { approverName: signer.name, approvalLevel: signer.level ?? 1, approverMail: signer.email },
      headers,
    });
  }
  const upload = await page.request.post('/v1/fileupload/fileupload', {
    headers,
    multipart: {
      flowHeaderId: flowId,
      file: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(pages) },
    },
  });
  expect(upload.status()).toBe(201);
  return { headers, documentId: (await upload.json()).document.id as string };
}

/**
 * A Draft document uploaded for the people given ('Just these people', level 1 unless given): no flow is made, so a
 * Free trial (one flow) can hold several. Named `name`, of `pages` pages.
 */
export async function uploadForPeople(
  page: Page,
  signers: { name: string; email: string; level?: number }[],
  { name = 'contract.pdf', pages = 1 }: { name?: string; pages?: number } = {},
) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  const headers = { authorization: `Bearer ${token}` };
  const people = signers.map((signer) => ({
    approverName: signer.name,
    approverMail: signer.email,
    approvalLevel: signer.level ?? 1,
  }));
  const upload = await page.request.post('/v1/fileupload/fileupload', {
    headers,
    multipart: {
      signers: JSON.stringify(people),
      file: { name, mimeType: 'application/pdf', buffer: await pdfOfPages(pages) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { headers, documentId: (await upload.json()).document.id as string };
}

/** Where a field goes: its kind, its page, and its edges as fractions of the page; a text or checkbox its options. */
export interface FieldPlacement {
  type?: FieldType;
  pageNumber?: number;
  edges?: { x1: number; y1: number; x2: number; y2: number };
  label?: string;
  required?: boolean;
}

/** Places a field for a signer through the API (a signature field by default), as the editor would save it. */
export async function placeFieldViaApi(
  page: Page,
  seeded: { headers: Record<string, string>; documentId: string },
  userId: string,
  {
    type = 'draw',
    pageNumber = 1,
    edges = { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.15 },
    label,
    required,
  }: FieldPlacement = {},
) {
  const rect = { ...edges, width: 1, height: 1, pageNumber };
  const response = await page.request.post(`/v1/documents/signing/${seeded.documentId}/coordinate`, {
    headers: seeded.headers,
    data: { userId, type, label, required, position: { pageNumber, boundingRect: rect, rects: [rect] } },
  });
  expect(response.status()).toBe(201);
}
