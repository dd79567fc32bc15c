/**
 * What an uploaded PDF may contain. The sealer (pdf-lib) parses every object of the file into memory, and
 * the editor lays out every page, so both grow with these counts; a PDF over either is refused at upload
 * with a message naming the limit. One place, so the web app can show them too.
 */
export const PDF_LIMITS = {
  maxPages: 2000,
  /** Indirect objects, counting those packed in object streams. */
  maxObjects: 50_000,
} as const;
