import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentStatus, DocumentSummary } from '@signflow/contract/documents';
import type { Paged } from '@signflow/contract/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  MISSING_ID,
  type Owner,
  owner,
  setStatus,
  uploadPdf,
} from '../../support/documents';
import { refusedInput } from '../../support/error-answers';
import { pdfWithPages } from '../../support/pdf-files';
import { bearer } from '../../support/test-app';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An owner with one document in each status, named after it, uploaded in this order. */
async function ownerWithEveryStatus() {
  const who = await owner(t);
  const flow = await flowWithApprovers(who);
  const byStatus = {} as Record<DocumentStatus, DocumentSummary>;
  for (const status of ['Draft', 'Sent', 'Completed', 'Rejected', 'Revision'] as const) {
    const document = await uploadPdf(t, who, flow.flowId, { fileName: `${status}.pdf` });
    await setStatus(t, document.id, status);
    byStatus[status] = document;
  }
  return { who, flow, byStatus };
}

const names = (body: Paged<DocumentSummary>) => body.results.map((document) => document.DocName);

describe('GET /v1/documents and /v1/documents/archieve', () => {
  it('lists Draft, Sent and Revision (waiting on its owner) on Documents, the finished ones on Archives, each newest first', async () => {
    const { who } = await ownerWithEveryStatus();
    const active = (await who.call('GET', '/v1/documents')).json<Paged<DocumentSummary>>();
    expect(active).toMatchObject({ page: 1, limit: 5, totalPages: 1, totalResults: 3 });
    expect(names(active)).toEqual(['Revision.pdf', 'Sent.pdf', 'Draft.pdf']);
    expect(active.results[1]).toMatchObject({ status: 'Sent', Id: active.results[1]?.id, trashedAt: null });

    const archive = (await who.call('GET', '/v1/documents/archieve')).json<Paged<DocumentSummary>>();
    expect(archive.totalResults).toBe(3);
    expect(names(archive)).toEqual(['Revision.pdf', 'Rejected.pdf', 'Completed.pdf']);
    expect(archive.results.map((document) => document.status)).toEqual(['Revision', 'Rejected', 'Completed']);
  });

  it('sorts by createdAt, updatedAt, name and status either way', async () => {
    const { who, byStatus } = await ownerWithEveryStatus();
    // The archive, ordered by each field; the Draft is in no archive list.
    const list = async (sortBy: string) =>
      names((await who.call('GET', `/v1/documents/archieve?sortBy=${sortBy}`)).json());
    expect(await list('createdAt:asc')).toEqual(['Completed.pdf', 'Rejected.pdf', 'Revision.pdf']);
    expect(await list('createdAt:desc')).toEqual(['Revision.pdf', 'Rejected.pdf', 'Completed.pdf']);
    expect(await list('name:asc')).toEqual(['Completed.pdf', 'Rejected.pdf', 'Revision.pdf']);
    expect(await list('status:desc')).toEqual(['Revision.pdf', 'Rejected.pdf', 'Completed.pdf']);
    await t.db
      .update(documents)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(documents.id, byStatus.Completed.id));
    expect(await list('updatedAt:desc')).toEqual(['Completed.pdf', 'Revision.pdf', 'Rejected.pdf']);
    expect((await list('updatedAt:asc'))[2]).toBe('Completed.pdf');
  });

  it('sorts names without regard to case', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    for (const name of ['beta.pdf', 'Alpha.pdf', 'gamma.pdf']) await uploadPdf(t, who, flow.flowId, { fileName: name });
    expect(names((await who.call('GET', '/v1/documents?sortBy=name:asc')).json())).toEqual([
      'Alpha.pdf',
      'beta.pdf',
      'gamma.pdf',
    ]);
  });

  it.each([
    ['sortBy=createdAt', API_MESSAGES.invalidSortBy],
    ['sortBy=password:asc', API_MESSAGES.invalidSortBy],
    ['sortBy=name:up', API_MESSAGES.invalidSortBy],
    ['sortBy=name:asc;drop%20table%20documents', API_MESSAGES.invalidSortBy],
    ['sortBy=name:asc&sortBy=status:asc', API_MESSAGES.invalidSortBy],
    ['page=0', 'page must be 1 or more'],
    ['limit=101', 'limit must be 100 or less'],
    ['limit=abc', 'limit must be a number'],
  ])('answers 400 for ?%s on both lists', async (query, message) => {
    const who = await owner(t);
    for (const url of ['/v1/documents', '/v1/documents/archieve']) {
      const response = await who.call('GET', `${url}?${query}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(refusedInput(message));
    }
  });

  it('pages by limit and reports the totals', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    for (let index = 1; index <= 7; index += 1) await uploadPdf(t, who, flow.flowId, { fileName: `${index}.pdf` });
    const first = (await who.call('GET', '/v1/documents?page=1&limit=5')).json<Paged<DocumentSummary>>();
    expect(first).toMatchObject({ page: 1, limit: 5, totalPages: 2, totalResults: 7 });
    expect(names(first)).toEqual(['7.pdf', '6.pdf', '5.pdf', '4.pdf', '3.pdf']);
    const second = (await who.call('GET', '/v1/documents?page=2&limit=5')).json<Paged<DocumentSummary>>();
    expect(names(second)).toEqual(['2.pdf', '1.pdf']);
    const beyond = (await who.call('GET', '/v1/documents?page=3&limit=5')).json<Paged<DocumentSummary>>();
    expect(beyond).toMatchObject({ results: [], totalResults: 7 });
  });

  it('reports the total with the page, past the end too, when searched, filtered and in the Trash', async () => {
    // The page and its total come in one statement; a page past the end counts apart (db/page-with-total.ts). The
    // search is a letter in no signer's name or address, since a search matches those too.
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const uploaded = [];
    for (const name of ['q1', 'q2', 'q3', 'z1']) {
      uploaded.push(await uploadPdf(t, who, flow.flowId, { fileName: `${name}.pdf` }));
    }
    const page = async (url: string) => (await who.call('GET', url)).json<Paged<DocumentSummary>>();
    expect(await page('/v1/documents?search=q&limit=2')).toMatchObject({ totalResults: 3, totalPages: 2 });
    expect(names(await page('/v1/documents?search=q&limit=2&page=2'))).toEqual(['q1.pdf']);
    expect(await page('/v1/documents?search=q&limit=2&page=3')).toMatchObject({ results: [], totalResults: 3 });
    expect(await page('/v1/documents?status=Draft&limit=3&page=2')).toMatchObject({ totalResults: 4 });
    expect(await page('/v1/documents?status=Draft&limit=3&page=3')).toMatchObject({ results: [], totalResults: 4 });
    expect(await page('/v1/documents?status=Sent')).toMatchObject({ results: [], totalResults: 0 });
    expect(await page('/v1/documents/archieve?page=2')).toMatchObject({ results: [], totalResults: 0 });
    for (const document of uploaded.slice(0, 3)) {
      expect((await who.call('DELETE', `/v1/documents/${document.id}`)).statusCode).toBe(200);
    }
    expect(await page('/v1/documents/trash?limit=2')).toMatchObject({ totalResults: 3, totalPages: 2 });
    expect(await page('/v1/documents/trash?limit=2&page=3')).toMatchObject({ results: [], totalResults: 3 });
    expect(await page('/v1/documents/trash?search=q3&limit=2')).toMatchObject({ totalResults: 1 });
    expect(await page('/v1/documents?limit=2&page=2')).toMatchObject({ results: [], totalResults: 1 });
  }, 120_000);

  it('lists only the account’s own documents', async () => {
    const { byStatus } = await ownerWithEveryStatus();
    const bob = await owner(t);
    expect((await bob.call('GET', '/v1/documents')).json().totalResults).toBe(0);
    expect((await bob.call('GET', '/v1/documents/archieve')).json().totalResults).toBe(0);
    expect(byStatus.Draft.id).toBeTruthy();
  });
});

describe('GET /v1/documents/signing/{id}', () => {
  it('answers the document, its signers and their fields', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId);
    const response = await who.call('GET', `/v1/documents/signing/${document.id}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['coordinates', 'document', 'users']);
  });

  it('answers 404 for unknown, malformed and trashed documents', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId);
    await who.call('DELETE', `/v1/documents/${document.id}`);
    for (const id of [MISSING_ID, 'not-a-uuid', '12345', document.id]) {
      const response = await who.call('GET', `/v1/documents/signing/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
  });
});

describe('GET /asset/{id}: the owner’s PDF', () => {
  it('streams the uploaded bytes with their type, name and no caching', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const pdf = await pdfWithPages(5);
    const document = await uploadPdf(t, who, flow.flowId, { pdf, fileName: 'Offer letter.pdf' });
    const response = await who.call('GET', document.DocPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Offer letter.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers byte ranges with 206 and Content-Range, as pdf.js asks for them', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const pdf = await pdfWithPages(5);
    const document = await uploadPdf(t, who, flow.flowId, { pdf });
    const size = pdf.length;
    const ranged = (range: string) =>
      t.request({ method: 'GET', url: document.DocPath, headers: { ...bearer(who.token), range } });

    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=10-${size + 1000}`, 10, size - 1],
    ] as const) {
      const response = await ranged(range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(pdf.subarray(start, end + 1)), range).toBe(true);
    }

    const parts = await Promise.all([ranged(`bytes=0-999`), ranged(`bytes=1000-`)]);
    expect(Buffer.concat(parts.map((part) => part.rawPayload)).equals(pdf)).toBe(true);

    const unsatisfiable = await ranged(`bytes=${size}-`);
    expect(unsatisfiable.statusCode).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
    expect(unsatisfiable.json()).toEqual({
      code: 416,
      message: API_MESSAGES.rangeNotSatisfiable,
      error: 'range_not_satisfiable',
    });

    // Several ranges, or nonsense: the whole file, as RFC 9110 allows.
    for (const range of ['bytes=0-1,5-9', 'pages=1', 'bytes=9-3', 'bytes=-']) {
      const response = await ranged(range);
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('names a file that is not ASCII in RFC 5987 form beside an ASCII stand-in', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId, { fileName: 'Sözleşme.pdf' });
    expect((await who.call('GET', document.DocPath)).headers['content-disposition']).toBe(
      `inline; filename="S_zle_me.pdf"; filename*=UTF-8''S%C3%B6zle%C5%9Fme.pdf`,
    );
    // Quotes cannot stand in a quoted name: a browser sends them as %22 in the form, so set one directly.
    await t.db.update(documents).set({ name: 'Sözleşme "final".pdf' }).where(eq(documents.id, document.id));
    const response = await who.call('GET', document.DocPath);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="S_zle_me _final_.pdf"; filename*=UTF-8''S%C3%B6zle%C5%9Fme%20%22final%22.pdf`,
    );
  });

  it('answers 404 for unknown, malformed and trashed documents, and 401 without a token', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId);
    expect((await t.request({ method: 'GET', url: document.DocPath })).statusCode).toBe(401);
    await who.call('DELETE', `/v1/documents/${document.id}`);
    for (const url of [`/asset/${MISSING_ID}`, '/asset/contract.pdf', document.DocPath]) {
      const response = await who.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
  });
});

describe('Trash', () => {
  it('trash → list → restore → trash → empty, removing the files', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const first = await uploadPdf(t, who, flow.flowId, { fileName: 'first.pdf' });
    const second = await uploadPdf(t, who, flow.flowId, { fileName: 'second.pdf' });
    const filesOf = () => t.storedFiles().filter((file) => file.includes(who.accountId));
    expect(filesOf()).toHaveLength(2);

    const trashed = await who.call('DELETE', `/v1/documents/${first.id}`);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json()).toMatchObject({
      message: API_MESSAGES.deleted,
      document: { id: first.id, trashedAt: expect.any(String) },
    });
    expect(names((await who.call('GET', '/v1/documents')).json())).toEqual(['second.pdf']);
    const trash = (await who.call('GET', '/v1/documents/trash')).json<Paged<DocumentSummary>>();
    expect(trash).toMatchObject({ page: 1, limit: 5, totalResults: 1, totalPages: 1 });
    expect(trash.results[0]).toMatchObject({ id: first.id, DocName: 'first.pdf', status: 'Draft' });
    expect((await who.call('DELETE', `/v1/documents/${first.id}`)).statusCode).toBe(404);

    const restored = await who.call('POST', `/v1/documents/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().document).toMatchObject({ id: first.id, trashedAt: null });
    expect(names((await who.call('GET', '/v1/documents')).json())).toEqual(['second.pdf', 'first.pdf']);
    expect((await who.call('GET', '/v1/documents/trash')).json().totalResults).toBe(0);
    expect((await who.call('POST', `/v1/documents/${first.id}/restore`)).statusCode).toBe(404);

    await who.call('DELETE', `/v1/documents/${first.id}`);
    await who.call('DELETE', `/v1/documents/${second.id}`);
    expect(names((await who.call('GET', '/v1/documents/trash')).json())).toEqual(['second.pdf', 'first.pdf']);
    const emptied = await who.call('DELETE', '/v1/documents/trash');
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toEqual({ deleted: 2 });
    expect(filesOf()).toEqual([]);
    expect((await who.call('GET', '/v1/documents/trash')).json().totalResults).toBe(0);
    expect((await who.call('POST', `/v1/documents/${first.id}/restore`)).statusCode).toBe(404);
    expect((await who.call('DELETE', '/v1/documents/trash')).json()).toEqual({ deleted: 0 });
  });

  it('trashes finished and Draft documents but not one being signed', async () => {
    const { who, byStatus, flow } = await ownerWithEveryStatus();
    // A Completed document goes to the Trash once sealed; evidence.test.ts refuses one that is not yet.
    await t.db.update(documents).set({ sealedAt: new Date() }).where(eq(documents.id, byStatus.Completed.id));
    const refused = await who.call('DELETE', `/v1/documents/${byStatus.Sent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: API_MESSAGES.documentBeingSigned,
      error: 'document_being_signed',
    });
    const cancelled = await uploadPdf(t, who, flow.flowId, { fileName: 'Cancelled.pdf' });
    await setStatus(t, cancelled.id, 'Cancelled');
    for (const status of ['Draft', 'Completed', 'Rejected', 'Revision', 'Cancelled'] as const) {
      const id = status === 'Cancelled' ? cancelled.id : byStatus[status].id;
      expect((await who.call('DELETE', `/v1/documents/${id}`)).statusCode, status).toBe(200);
    }
    expect((await who.call('GET', '/v1/documents/archieve')).json().totalResults).toBe(0);
    expect((await who.call('GET', '/v1/documents/trash')).json().totalResults).toBe(5);
  });

  it('empties only the account’s own Trash', async () => {
    const ada = await owner(t);
    const bob = await owner(t);
    const adasFlow = await flowWithApprovers(ada);
    const adas = await uploadPdf(t, ada, adasFlow.flowId);
    await ada.call('DELETE', `/v1/documents/${adas.id}`);
    expect((await bob.call('DELETE', '/v1/documents/trash')).json()).toEqual({ deleted: 0 });
    expect((await bob.call('GET', '/v1/documents/trash')).json().totalResults).toBe(0);
    expect((await ada.call('GET', '/v1/documents/trash')).json().totalResults).toBe(1);
    expect(t.storedFiles()).toContain(`files/${ada.accountId}/${adas.id}.pdf`);
  });

  it('pages the Trash and refuses a bad page', async () => {
    const who = await owner(t);
    expect((await who.call('GET', '/v1/documents/trash?page=0')).json()).toEqual({
      code: 400,
      message: 'page must be 1 or more',
      error: 'validation_failed',
    });
    expect((await who.call('GET', '/v1/documents/trash?limit=2')).json()).toMatchObject({ limit: 2, results: [] });
  });
});

describe('another account’s documents answer 404 on every route, and change nothing', () => {
  it('reads, fields, file, trash and restore', async () => {
    const ada = await owner(t);
    const bob: Owner = await owner(t);
    const flow = await flowWithApprovers(ada);
    const document = await uploadPdf(t, ada, flow.flowId);
    const trashedOne = await uploadPdf(t, ada, flow.flowId);
    await ada.call('DELETE', `/v1/documents/${trashedOne.id}`);
    const record = (await ada.call('GET', `/v1/documents/signing/${document.id}`)).json();
    const signer = record.users[0].id;
    const body = {
      userId: signer,
      type: 'draw',
      position: {
        pageNumber: 1,
        boundingRect: { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800 },
        rects: [],
      },
    };
    const field = (await ada.call('POST', `/v1/documents/signing/${document.id}/coordinate`, body)).json();
    const attempts = [
      bob.call('GET', `/v1/documents/signing/${document.id}`),
      bob.call('POST', `/v1/documents/signing/${document.id}/coordinate`, body),
      bob.call('PUT', `/v1/documents/signing/${document.id}/coordinate/${field.id}`, body),
      bob.call('DELETE', `/v1/documents/signing/${document.id}/coordinate/${field.id}`),
      bob.call('GET', `/asset/${document.id}`),
      bob.call('DELETE', `/v1/documents/${document.id}`),
      bob.call('POST', `/v1/documents/${trashedOne.id}/restore`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
    const after = (await ada.call('GET', `/v1/documents/signing/${document.id}`)).json();
    expect(after.coordinates).toEqual([field]);
    expect(after.users).toEqual(record.users);
    expect((await ada.call('GET', '/v1/documents/trash')).json().totalResults).toBe(1);
  });
});

describe('every document route needs a valid token', () => {
  it.each([
    ['POST', '/v1/fileupload/fileupload'],
    ['GET', '/v1/documents'],
    ['GET', '/v1/documents/archieve'],
    ['GET', `/v1/documents/signing/${MISSING_ID}`],
    ['POST', `/v1/documents/signing/${MISSING_ID}/coordinate`],
    ['PUT', `/v1/documents/signing/${MISSING_ID}/coordinate/${MISSING_ID}`],
    ['DELETE', `/v1/documents/signing/${MISSING_ID}/coordinate/${MISSING_ID}`],
    ['GET', `/asset/${MISSING_ID}`],
    ['DELETE', `/v1/documents/${MISSING_ID}`],
    ['GET', '/v1/documents/trash'],
    ['DELETE', '/v1/documents/trash'],
    ['POST', `/v1/documents/${MISSING_ID}/restore`],
  ] as const)('%s %s', async (method, url) => {
    for (const headers of [{}, bearer('forged.token.here')]) {
      const response = await t.request({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });
});

describe('no request, however malformed, gets a 5xx', () => {
  it('garbage bodies and queries on every route', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId);
    const urls = [
      ['POST', '/v1/fileupload/fileupload'],
      ['GET', '/v1/documents?page=%ff&limit[]=1&sortBy[$gt]='],
      ['GET', '/v1/documents/archieve?sortBy=%00'],
      ['GET', '/v1/documents/trash?page=1e400'],
      ['POST', `/v1/documents/signing/${document.id}/coordinate`],
      ['PUT', `/v1/documents/signing/${document.id}/coordinate/${MISSING_ID}`],
      ['DELETE', `/v1/documents/signing/${document.id}/coordinate/%00`],
      ['GET', '/asset/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
      ['DELETE', `/v1/documents/${document.id}x`],
      ['POST', `/v1/documents/${document.id}/restore`],
    ] as const;
    const bodies = ['', 'null', '[]', '"text"', '42', '{}', '{"userId":{"$gt":""}}', '{"position":[1,2]}', '{'];
    for (const [method, url] of urls) {
      for (const payload of bodies) {
        const response = await t.request({
          method,
          url,
          headers: { ...bearer(who.token), 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { payload }),
        });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        expect(response.json()).toHaveProperty('message');
      }
    }
  });
});
