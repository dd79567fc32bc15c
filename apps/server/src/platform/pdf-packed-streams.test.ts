import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_LIMITS } from '@signflow/contract/pdf-limits';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { objectStreamBombPdf, pdfOfPackedObjects } from '../../test/support/hostile-pdfs';
import { pdfWithPages } from '../../test/support/pdf-files';
import { measurePackedStreams } from './pdf-packed-streams';
import { scanPdfStructure } from './pdf-structure-scan';

const directory = mkdtempSync(path.join(tmpdir(), 'signflow-packed-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
async function measure(bytes: Uint8Array, limit = PDF_LIMITS.maxDecodedObjectStreamBytes) {
  files += 1;
  const file = path.join(directory, `${files}.pdf`);
  writeFileSync(file, bytes);
  return measurePackedStreams(file, (await scanPdfStructure(file)).parsedStreams, limit);
}

describe('measurePackedStreams', () => {
  it('passes the object and cross-reference streams of an ordinary PDF', async () => {
    const packed = await (await PDFDocument.load(await pdfWithPages(40))).save({ useObjectStreams: true });
    expect(await measure(packed)).toBe('within');
    expect(await measure(pdfOfPackedObjects(1000))).toBe('within');
  });

  it('stops an object stream that inflates past the limit, twice deflated, without holding its data', async () => {
    const before = process.memoryUsage().rss;
    // Over 1 GB once inflated.
    expect(await measure(await objectStreamBombPdf())).toBe('over');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    // The limit counts what every filter puts out.
    expect(await measure(await objectStreamBombPdf(2), 2 * 1024 * 1024)).toBe('over');
    expect(await measure(await objectStreamBombPdf(2), 3 * 1024 * 1024)).toBe('within');
  });

  it('calls a stream that is no zlib data undecodable', async () => {
    const packed = pdfOfPackedObjects(10).toString('latin1');
    const start = packed.indexOf('stream\n') + 'stream\n'.length;
    const broken = `${packed.slice(0, start)}not zlib${packed.slice(start + 8)}`;
    expect(await measure(Buffer.from(broken, 'latin1'))).toBe('undecodable');
  });
});
