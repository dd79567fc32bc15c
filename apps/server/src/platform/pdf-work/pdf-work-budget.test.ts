import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pdfOfObjects } from '../../../test/support/hostile-pdfs';
import { DEFAULT_PDF_WORK_LIMITS } from '../../../test/support/sealing';
import { FINAL_PDF_TASK } from '../../modules/sealing/final-pdf-worker';
import type { BudgetSpent } from './cpu-budget';
import { createPdfWork } from './pdf-work';

// Which way an inspection's budget runs out depends on the machine's load from one moment to the next (a thread
// kept from a core for a minute, a processor counter that ticks every 10 ms): here the budget's watch says which, as
// soon as the job has started. Its own rules are tested in cpu-budget.test.ts.
const spentBy = vi.hoisted(() => ({ current: null as BudgetSpent | null }));
vi.mock('./cpu-budget', () => ({
  watchCpuBudget: ({ onSpent }: { onSpent: (spent: BudgetSpent) => void }) => {
    const timer = setTimeout(() => spentBy.current && onSpent(spentBy.current));
    return () => clearTimeout(timer);
  },
}));

const directory = mkdtempSync(path.join(tmpdir(), 'signflow-pdf-work-budget-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const heavyPdf = path.join(directory, 'heavy.pdf');
writeFileSync(heavyPdf, pdfOfObjects(20_000));

async function inspectSpentBy(spent: BudgetSpent) {
  spentBy.current = spent;
  const work = createPdfWork(DEFAULT_PDF_WORK_LIMITS, FINAL_PDF_TASK);
  try {
    return await work.inspect(heavyPdf, 'account');
  } finally {
    await work.close();
  }
}

describe('an inspection past its budget', () => {
  it('says the file is too complex once it used its processor time', { timeout: 120_000 }, async () => {
    expect(await inspectSpentBy({ by: 'processor', limitMs: 20_000 })).toEqual({ verdict: 'too-complex' });
  });

  it('says the file is too complex past the clock, where no processor time can be read', {
    timeout: 120_000,
  }, async () => {
    expect(await inspectSpentBy({ by: 'clock', limitMs: 20_000 })).toEqual({ verdict: 'too-complex' });
  });

  it('fails as starved, not too complex, when its thread was kept from a core', { timeout: 120_000 }, async () => {
    await expect(inspectSpentBy({ by: 'starved', limitMs: 50_000 })).rejects.toMatchObject({
      name: 'PdfWorkError',
      reason: 'starved',
      message: 'the PDF inspection waited 50000 ms for processor time it did not get',
    });
  });
});
