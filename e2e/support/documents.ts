import { expect, type Page } from '@playwright/test';
import { pdfOfPages } from './pdf';

/** A Draft document of 3 pages whose signers are Amy and Bob, seeded through the API. */
export async function seedDocument(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  const headers = { authorization: `Bearer ${token}` };
  const flow = await page.request.post('/v1/flow', { data: { flowName: 'Contracts', approverCount: 2 }, headers });
  const { flowId } = (await flow.json()).flow;
  const { details } = await (await page.request.get(`/v1/flow/${flowId}/detail`, { headers })).json();
  for (const [index, name] of ['Amy', 'Bob'].entries()) {
    await page.request.put(`/v1/flow/${flowId}/detail/${details[index].flowDetailId}`, {
      data: { approverName: name, approvalLevel: 1, approverMail: `${name.toLowerCase()}@example.com` },
      headers,
    });
  }
  const upload = await page.request.post('/v1/fileupload/fileupload', {
    headers,
    multipart: {
      flowHeaderId: flowId,
      file: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(3) },
    },
  });
  expect(upload.status()).toBe(201);
  return { headers, documentId: (await upload.json()).document.id as string };
}

/** Places a signature field for a signer through the API, as the editor would save it. */
export async function placeFieldViaApi(
  page: Page,
  seeded: { headers: Record<string, string>; documentId: string },
  userId: string,
) {
  const rect = { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.15, width: 1, height: 1, pageNumber: 1 };
  const response = await page.request.post(`/v1/documents/signing/${seeded.documentId}/coordinate`, {
    headers: seeded.headers,
    data: { userId, type: 'draw', position: { pageNumber: 1, boundingRect: rect, rects: [rect] } },
  });
  expect(response.status()).toBe(201);
}
