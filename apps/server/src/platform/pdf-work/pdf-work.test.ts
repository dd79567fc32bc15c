import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_LIMITS } from '@signflow/contract/pdf-limits';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfOfObjects, pdfOfPages } from '../../../test/support/hostile-pdfs';
import { pdfWithPages } from '../../../test/support/pdf-files';
import { DEFAULT_PDF_WORK_LIMITS } from '../../../test/support/sealing';
import type { FinalPdfInput } from '../../modules/sealing/final-pdf-task';
import { FINAL_PDF_TASK } from '../../modules/sealing/final-pdf-worker';
import { loadSealingCertificate } from '../pdf/sealing-certificate';
import { QueueFullError } from './fair-queue';
import { createPdfWork } from './pdf-work';

// A worker thread loads pdf.js or pdf-lib first, which takes seconds on a busy machine.
const SLOW = 120_000;
const DEFAULTS = DEFAULT_PDF_WORK_LIMITS;
const OWNER = 'account';

const directory = mkdtempSync(path.join(tmpdir(), 'signflow-pdf-work-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function fileOf(name: string, bytes: Uint8Array): string {
  const file = path.join(directory, name);
  writeFileSync(file, bytes);
  return file;
}

async function finalPdfInput(): Promise<FinalPdfInput> {
  return {
    fields: [],
    certificate: {
      language: 'en',
      documentName: 'contract.pdf',
      documentId: '00000000-0000-4000-8000-000000000000',
      originalSha256: '0'.repeat(64),
      pageCount: 1,
      sender: { name: 'Ada Lovelace', email: 'ada@example.com' },
      completedAt: new Date(),
      parties: [],
      events: [],
    },
    timestamping: null,
    sealingCertificate: await loadSealingCertificate({ dataDir: directory, commonName: 'SignFlow test' }),
    seal: {
      reason: 'Test',
      location: 'test',
      contactInfo: 'ada@example.com',
      signingTime: new Date(),
    },
  };
}

describe('PDF work in worker threads', () => {
  it(
    'inspects in a worker thread, refusing a PDF over a limit with the limit',
    async () => {
      const work = createPdfWork(DEFAULTS, FINAL_PDF_TASK);
      try {
        expect(await work.inspect(fileOf('three.pdf', await pdfWithPages(3)), OWNER)).toEqual({
          verdict: 'pdf',
          pageCount: 3,
        });
        expect(await work.inspect(fileOf('objects.pdf', pdfOfObjects(PDF_LIMITS.maxObjects + 1)), OWNER)).toEqual({
          verdict: 'too-many-objects',
          limit: PDF_LIMITS.maxObjects,
        });
        expect(await work.inspect(fileOf('pages.pdf', pdfOfPages(PDF_LIMITS.maxPages + 1)), OWNER)).toEqual({
          verdict: 'too-many-pages',
          limit: PDF_LIMITS.maxPages,
        });
      } finally {
        await work.close();
      }
    },
    SLOW,
  );

  it(
    'queues inspections fairly: past an account’s bound one is refused at once, another account’s waits its turn',
    async () => {
      const work = createPdfWork({ ...DEFAULTS, inspectionQueue: { perOwner: 1, totalWaiting: 1 } }, FINAL_PDF_TASK);
      try {
        const three = fileOf('three.pdf', await pdfWithPages(3));
        const first = work.inspect(three, 'ada');
        await expect(work.inspect(three, 'ada')).rejects.toEqual(new QueueFullError('owner'));
        const other = work.inspect(three, 'bob');
        expect(work.load()[0]).toMatchObject({ lane: 'inspection', queued: 1 });
        await expect(work.inspect(three, 'cyd')).rejects.toEqual(new QueueFullError('total'));
        expect(await Promise.all([first, other])).toEqual([
          { verdict: 'pdf', pageCount: 3 },
          { verdict: 'pdf', pageCount: 3 },
        ]);
        expect(work.load()[0]).toMatchObject({ running: 0, queued: 0 });
      } finally {
        await work.close();
      }
    },
    SLOW,
  );

  it(
    'builds and seals the final PDF in a worker thread',
    async () => {
      const work = createPdfWork(DEFAULTS, FINAL_PDF_TASK);
      try {
        const { pdf, level } = await work.buildFinalPdf(await pdfWithPages(2), await finalPdfInput());
        const sealed = Buffer.from(pdf);
        expect(level).toBe('B-B');
        // The two pages and the certificate page.
        expect((await PDFDocument.load(sealed)).getPageCount()).toBe(3);
        expect(sealed.includes('/ETSI.CAdES.detached')).toBe(true);
      } finally {
        await work.close();
      }
    },
    SLOW,
  );

  it(
    // An inspection's budget, of processor time, in pdf-work-budget.test.ts.
    'ends a final PDF past its time budget',
    async () => {
      const work = createPdfWork({ ...DEFAULTS, sealingTimeoutMs: 1 }, FINAL_PDF_TASK);
      try {
        const heavy = pdfOfObjects(20_000);
        await expect(work.buildFinalPdf(heavy, await finalPdfInput())).rejects.toMatchObject({
          name: 'PdfWorkError',
          reason: 'time',
          message: 'the final PDF took longer than 1 ms',
        });
      } finally {
        await work.close();
      }
    },
    SLOW,
  );

  it(
    'ends a job that outgrows its heap, and the process lives on',
    async () => {
      const work = createPdfWork({ ...DEFAULTS, workerMemoryMb: 24 }, FINAL_PDF_TASK);
      try {
        await expect(work.buildFinalPdf(pdfOfObjects(20_000), await finalPdfInput())).rejects.toMatchObject({
          name: 'PdfWorkError',
          reason: 'memory',
          message: 'the final PDF needed more than 24 MB',
        });
      } finally {
        await work.close();
      }
    },
    SLOW,
  );
});
