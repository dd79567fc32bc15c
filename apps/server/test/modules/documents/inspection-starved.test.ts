import { API_MESSAGES } from '@signflow/contract/api-errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '../../../src/db/schema';
import { UPLOAD_RETRY_AFTER_SECONDS } from '../../../src/http/upload-admission';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  multipartBody,
  owner,
  uploadRequest,
} from '../../support/documents';
import { pdfWithPages } from '../../support/pdf-files';

/**
 * A thread kept from a core for its whole cap takes a machine kept busy for a minute, which no test can arrange
 * reliably: here the budget's watch of every processor-time budget (the inspection lane's) says the thread was starved
 * as soon as the job starts, and records what it was asked to watch. The watch's own rule is tested in
 * src/platform/pdf-work/cpu-budget.test.ts.
 */
const watched = vi.hoisted(() => ({
  starve: true,
  budgets: [] as { budgetMs: number; wallCapMs: number | undefined }[],
}));
vi.mock('../../../src/platform/pdf-work/cpu-budget', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/platform/pdf-work/cpu-budget')>();
  return {
    ...original,
    watchCpuBudget(options: Parameters<typeof original.watchCpuBudget>[0]) {
      // Only the inspection lane's budget has a cap on the clock (the others count the clock itself).
      if (options.wallCapMs === undefined || !watched.starve) return original.watchCpuBudget(options);
      watched.budgets.push({ budgetMs: options.budgetMs, wallCapMs: options.wallCapMs });
      // At once, before even a small PDF's inspection could end.
      options.onSpent({ by: 'starved', limitMs: options.wallCapMs });
      return () => {};
    },
  };
});

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp({ PDF_INSPECTION_TIMEOUT_MS: '15000', PDF_INSPECTION_WALL_CAP_MS: '45000' });
});
afterAll(async () => {
  await t.close();
});

const BUSY = { code: 503, message: API_MESSAGES.uploadsBusy, error: 'uploads_busy' };

describe('an inspection whose thread was kept from a core past its cap on the clock', () => {
  it('answers the upload busy with Retry-After, not too complex, keeps nothing, and a later try can pass', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const pdf = await pdfWithPages(2);
    const upload = () =>
      uploadRequest(t, who.token, [
        { name: 'flowHeaderId', value: flow.flowId },
        { name: 'file', filename: 'contract.pdf', content: pdf },
      ]);
    const response = await upload();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual(BUSY);
    const [row] = await t.db.select({ total: count() }).from(documents).where(eq(documents.accountId, who.accountId));
    expect(row?.total).toBe(0);
    expect(t.storedFiles()).toEqual([]);
    // The inspection lane watched the budget and the cap the settings gave.
    expect(watched.budgets.at(-1)).toEqual({ budgetMs: 15_000, wallCapMs: 45_000 });

    // Once the machine is less busy, the same file passes.
    watched.starve = false;
    try {
      expect((await upload()).statusCode).toBe(201);
    } finally {
      watched.starve = true;
    }
  });

  it('answers a seal check busy too, not 422', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'sealed.pdf', content: await pdfWithPages(1) },
    ]);
    const response = await t.request({
      method: 'POST',
      url: '/v1/verify',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual(BUSY);
  });
});
