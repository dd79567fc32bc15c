import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { objectStreamBombPdf, pdfOfObjects, pdfOfPackedObjects } from '../../test/support/hostile-pdfs';
import { encryptedPdf, pdfOfSize, pdfWithPages } from '../../test/support/pdf-files';
import { scanPdfStructure } from './pdf-structure-scan';

const directory = mkdtempSync(path.join(tmpdir(), 'signflow-scan-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
function scan(bytes: Uint8Array) {
  files += 1;
  const file = path.join(directory, `${files}.pdf`);
  writeFileSync(file, bytes);
  return scanPdfStructure(file);
}

describe('scanPdfStructure', () => {
  it('counts every object of a file read in many chunks, also where a header is cut by a chunk’s edge', async () => {
    // About 3.5 MB: objects straddle every 1 MiB boundary somewhere.
    expect(await scan(pdfOfObjects(60_000))).toEqual({
      objects: 60_000,
      encrypted: false,
      parsedStreams: [],
      unreadable: false,
    });
    expect(await scan(pdfOfObjects(7))).toEqual({ objects: 7, encrypted: false, parsedStreams: [], unreadable: false });
  });

  it('counts what the file holds when its cross-reference table lists only a few objects', async () => {
    expect((await scan(pdfOfObjects(60_000, { xrefEntries: 3 }))).objects).toBe(60_000);
  });

  it('counts the objects packed in object streams as pdf-lib finds them', async () => {
    const pdf = await PDFDocument.load(await pdfWithPages(40));
    const packed = await pdf.save({ useObjectStreams: true });
    const loaded = (await PDFDocument.load(packed)).context.enumerateIndirectObjects().length;
    const { objects } = await scan(packed);
    // The object streams and the cross-reference stream are objects of their own.
    expect(objects).toBeGreaterThanOrEqual(loaded);
    expect(objects).toBeLessThanOrEqual(loaded + 5);
  });

  it('reads an object stream’s whole dictionary: a far /N, a comment, an escaped name hide none of its objects', async () => {
    for (const hiding of ['padded', 'comment', 'escaped'] as const) {
      const packed = pdfOfPackedObjects(60_000, hiding);
      // pdf-lib finds the 60,000 objects, the object stream and the page's three.
      expect(
        (await PDFDocument.load(packed, { updateMetadata: false })).context.enumerateIndirectObjects().length,
      ).toBe(60_003);
      expect((await scan(packed)).objects, hiding).toBeGreaterThanOrEqual(60_003);
    }
  }, 60_000);

  it('lists the streams pdf-lib decodes while parsing, with their filters, even one nothing refers to', async () => {
    const bomb = await objectStreamBombPdf();
    const { parsedStreams, unreadable } = await scan(bomb);
    expect(unreadable).toBe(false);
    expect(parsedStreams).toHaveLength(1);
    const [stream] = parsedStreams;
    expect(stream?.filters).toEqual(['FlateDecode', 'FlateDecode']);
    // The data starts after `stream` and its end of line, and ends at `endstream` at the latest.
    expect(bomb.toString('latin1', (stream?.start ?? 0) - 7, stream?.start)).toBe('stream\n');
    expect(bomb.toString('latin1', stream?.end, (stream?.end ?? 0) + 9)).toBe('endstream');
  });

  it('calls unreadable an object stream it cannot judge: its /N a reference, a filter other than FlateDecode', async () => {
    const packed = pdfOfPackedObjects(10).toString('latin1');
    expect((await scan(Buffer.from(packed, 'latin1'))).unreadable).toBe(false);
    expect((await scan(Buffer.from(packed.replace('/N 10', '/N 1 0 R'), 'latin1'))).unreadable).toBe(true);
    const lzw = packed.replace('/Filter /FlateDecode', '/Filter [/LZWDecode]');
    expect((await scan(Buffer.from(lzw, 'latin1'))).unreadable).toBe(true);
  });

  it('takes a trailer’s /Size when it claims more, but no other dictionary’s /Size', async () => {
    const claiming = Buffer.from(
      pdfOfObjects(3).toString('latin1').replace('/Size 4 /Root', '/Size 100000 /Root'),
      'latin1',
    );
    expect((await scan(claiming)).objects).toBe(99_999);
    // An attached file's parameters carry its /Size in bytes: 2 MiB here.
    expect((await scan(await pdfOfSize(2 * 1024 * 1024))).objects).toBeLessThan(20);
  });

  it('notices an encryption dictionary', async () => {
    expect((await scan(encryptedPdf())).encrypted).toBe(true);
    expect((await scan(await pdfWithPages(2))).encrypted).toBe(false);
  });
});
