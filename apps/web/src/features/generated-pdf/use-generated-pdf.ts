import type { DocumentStatus } from '@signflow/contract/documents';
import { useCallback, useEffect, useState } from 'react';
import { PdfSourceError, type PdfSourceLoader } from './api/pdf-sources';
import { flattenPdf } from './flatten-pdf';

type GeneratedPdf =
  | { phase: 'generating' }
  /** `kind`: the sealed PDF itself, or a preview flattened here. */
  | { phase: 'ready'; documentName: string; status: DocumentStatus; url: string; kind: 'sealed' | 'preview' }
  /** `status` is the API's answer to a refused load; null when none came or the PDF could not be read. */
  | { phase: 'failed'; status: number | null };

/**
 * Loads the document once (a preview is flattened in the browser) and hands it out as a blob: object URL, not a
 * data URI:
 * an object URL keeps one copy of the bytes in the browser's blob store, where a data
 * URI would hold a base64 string a third larger in the page's memory, which big documents cannot afford. The
 * URL is revoked when the page is left or reloads. `retry` loads again.
 */
export function useGeneratedPdf(load: PdfSourceLoader): { generated: GeneratedPdf; retry: () => void } {
  const [generated, setGenerated] = useState<GeneratedPdf>({ phase: 'generating' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is there to load again on retry.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setGenerated({ phase: 'generating' });
    (async () => {
      try {
        const source = await load(controller.signal);
        const { file } = source;
        const bytes =
          file.kind === 'sealed'
            ? new Uint8Array(file.pdf)
            : await flattenPdf(file.pdf, file.fields, source.documentName);
        if (controller.signal.aborted) return;
        // pdf-lib predates typed arrays' buffer type; its bytes are never in a SharedArrayBuffer.
        const pdf = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
        url = URL.createObjectURL(pdf);
        setGenerated({
          phase: 'ready',
          documentName: source.documentName,
          status: source.status,
          url,
          kind: file.kind,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        setGenerated({ phase: 'failed', status: error instanceof PdfSourceError ? error.status : null });
      }
    })();
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [load, attempt]);

  return { generated, retry };
}
