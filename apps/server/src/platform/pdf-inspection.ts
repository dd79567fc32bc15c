import { open } from 'node:fs/promises';
import { PDF_LIMITS } from '@signflow/contract/pdf-limits';
import { getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { measurePackedStreams } from './pdf-packed-streams';
import { scanPdfStructure } from './pdf-structure-scan';

export type PdfInspection =
  | { verdict: 'pdf'; pageCount: number }
  /** Over one of PDF_LIMITS: the limit is named in the refusal. */
  | { verdict: 'too-many-pages' | 'too-many-objects'; limit: number }
  /**
   * `too-complex`: the inspection ran out of its time or memory (see pdf-work), or the streams pdf-lib
   * decodes while parsing could not be judged or would decode past PDF_LIMITS.maxDecodedObjectStreamBytes.
   */
  | { verdict: 'empty' | 'not-pdf' | 'damaged' | 'encrypted' | 'too-complex' };

/** Readers accept a header anywhere in the first 1024 bytes (ISO 32000-1, annex H.3 note 13). */
const HEADER_WINDOW = 1024;
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
/** pdf.js asks for data in pieces of this size; it reads only the parts it needs (the trailer, xref, page tree). */
const RANGE_CHUNK_BYTES = 64 * 1024;

type FileHandle = Awaited<ReturnType<typeof open>>;

/** Hands pdf.js the byte ranges it asks for, read from the file, so a large PDF is never wholly in memory. */
class FileRangeTransport extends PDFDataRangeTransport {
  constructor(
    private readonly handle: FileHandle,
    length: number,
  ) {
    super(length, null);
  }

  override requestDataRange(begin: number, end: number): void {
    const buffer = new Uint8Array(end - begin);
    this.handle.read(buffer, 0, buffer.length, begin).then(
      ({ bytesRead }) => this.onDataRange(begin, buffer.subarray(0, bytesRead)),
      // A failed read leaves pdf.js without the data: abort() makes it fail the loading instead of waiting.
      () => this.abort(),
    );
  }
}

function errorName(error: unknown): string {
  return (error as { name?: unknown })?.name === 'PasswordException' ? 'PasswordException' : 'other';
}

/**
 * Is the file a PDF we can work with (checked by content, never by name or type)? Its page count if so. An encrypted
 * PDF is refused even when it opens without a password, as pdf-lib cannot draw on or seal it later; so is
 * one over PDF_LIMITS. Runs in a worker thread (platform/pdf-work), as pdf.js parses on the thread that
 * calls it. The document's metadata (/Info, the XMP /Metadata stream) is never read: nothing here needs it,
 * and pdf.js inflates the whole XMP stream to read it, whatever its size.
 */
export async function inspectPdfFile(filePath: string): Promise<PdfInspection> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) return { verdict: 'empty' };
    const head = Buffer.alloc(Math.min(HEADER_WINDOW, size));
    await handle.read(head, 0, head.length, 0);
    if (head.indexOf(PDF_HEADER) === -1) return { verdict: 'not-pdf' };
    const structure = await scanPdfStructure(filePath);
    if (structure.encrypted) return { verdict: 'encrypted' };
    if (structure.objects > PDF_LIMITS.maxObjects) return { verdict: 'too-many-objects', limit: PDF_LIMITS.maxObjects };
    if (structure.unreadable) return { verdict: 'too-complex' };
    // pdf.js fetches only the objects it needs, so an object stream nothing refers to passes it; pdf-lib
    // inflates every one at sealing.
    const packed = await measurePackedStreams(
      filePath,
      structure.parsedStreams,
      PDF_LIMITS.maxDecodedObjectStreamBytes,
    );
    if (packed === 'over') return { verdict: 'too-complex' };
    if (packed === 'undecodable') return { verdict: 'damaged' };

    const loading = getDocument({
      range: new FileRangeTransport(handle, size),
      length: size,
      rangeChunkSize: RANGE_CHUNK_BYTES,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      verbosity: 0,
    });
    try {
      const pdf = await loading.promise;
      // Permissions exist only in an encryption dictionary: the second look, after the scan's.
      if ((await pdf.getPermissions()) !== null) return { verdict: 'encrypted' };
      const pageCount = pdf.numPages;
      if (!(pageCount >= 1)) return { verdict: 'damaged' };
      if (pageCount > PDF_LIMITS.maxPages) return { verdict: 'too-many-pages', limit: PDF_LIMITS.maxPages };
      // The first and last pages: a page tree that lies about its size fails here rather than in the editor.
      await pdf.getPage(1);
      if (pageCount > 1) await pdf.getPage(pageCount);
      return { verdict: 'pdf', pageCount };
    } catch (error) {
      return { verdict: errorName(error) === 'PasswordException' ? 'encrypted' : 'damaged' };
    } finally {
      await loading.destroy();
    }
  } finally {
    await handle.close();
  }
}
