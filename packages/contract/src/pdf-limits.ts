/**
 * What an uploaded PDF may contain. The sealer (pdf-lib) parses every object of the file into memory, and
 * the editor lays out every page, so both grow with these counts; a PDF over either is refused at upload
 * with a message naming the limit. One place, so the web app can show them too.
 */
export const PDF_LIMITS = {
  maxPages: 2000,
  /** Indirect objects, counting those packed in object streams. */
  maxObjects: 50_000,
  /**
   * What the object and cross-reference streams may inflate to, all filters of all of them together:
   * pdf-lib decodes each whole as it parses the file. A PDF over it is refused as too complex.
   */
  maxDecodedObjectStreamBytes: 64 * 1024 * 1024,
} as const;
