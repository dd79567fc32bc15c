import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { eq } from 'drizzle-orm';
import { documents } from '../../src/db/schema';
import type { PdfWorkLimits } from '../../src/platform/pdf-work/pdf-work';
import type { TestApp } from './test-app';

/** The PDF work's limits as the app's defaults set them, for tests that make their own. */
export const DEFAULT_PDF_WORK_LIMITS: PdfWorkLimits = {
  inspectionTimeoutMs: 20_000,
  inspectionWallCapMs: 50_000,
  sealingTimeoutMs: 120_000,
  workerMemoryMb: 1024,
  inspectionQueue: { perOwner: 3, totalWaiting: 50 },
};

/** Waits for the sealing worker to seal the document (a busy machine may take a while); answers its row. */
export async function waitForSeal(t: TestApp, documentId: string, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const [row] = await t.db.select().from(documents).where(eq(documents.id, documentId));
    if (row?.sealedAt) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document not sealed in time');
}

/** The sealed PDF's mail as it reached `address`: the subject ends 'is signed: your copy'. */
export function sealedMailTo(t: TestApp, address: string): Promise<CaughtMail> {
  return t.smtp.waitFor(address, { matching: (mail) => mail.subject.endsWith('is signed: your copy') });
}

/** The path and query of the first link in a mail, for `t.request`. */
export function linkIn(mail: CaughtMail): string {
  const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  return `${link.pathname}${link.search}`;
}
