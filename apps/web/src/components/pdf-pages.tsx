import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { useSessionCall } from '../api/session-auth';
import { usePdfView } from './pdf-view-context';
import { canvasPixelRatio, pageWidthAt } from './pdf-zoom';
import { usePagesNearView } from './use-pages-near-view';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** How far beyond the viewport pages are rendered; further ones are empty boxes of the right size. */
const RENDER_MARGIN = '150% 0px';
const NO_HEADERS = {};

interface PdfPagesProps {
  url: string;
  /** Read for the signed-in account (the owner's PDF); without it, the url alone grants access (a signer's link). */
  withSession?: boolean;
  /** Headers of a signer's calls (their signing session, docs/domain.md#signer-verification); kept the same object. */
  headers?: Record<string, string>;
  onError: () => void;
  /** What lies over each page: its fields and the drawing surface. */
  overlay: (pageNumber: number) => ReactNode;
}

/** The HTTP status pdf.js's loading error carries (its ResponseException), or 0. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;

/**
 * The PDF, page under page, at the view's width (at most 900 px) times the zoom of the PdfViewer around it;
 * only pages near the viewport are painted.
 */
export function PdfPages({ url, withSession = false, headers: signerHeaders, onError, overlay }: PdfPagesProps) {
  const session = useSessionCall();
  const headers = withSession ? session.headers : (signerHeaders ?? NO_HEADERS);
  const file = useMemo(() => ({ url, httpHeaders: headers }), [url, headers]);
  const onLoadError = (error: unknown) => {
    if (withSession) session.answered(statusOf(error));
    onError();
  };
  const view = usePdfView();
  const container = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const width = pageWidthAt(available, view?.zoom ?? 1);
  const measured = view?.measured;
  const [pageCount, setPageCount] = useState(0);
  const [aspect, setAspect] = useState(842 / 595);
  const nearby = usePagesNearView(container, pageCount, {
    pageKey: 'pdfPage',
    margin: RENDER_MARGIN,
    rootOf: (element) => element.closest('[data-scroll-root]'),
    initial: [1],
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setAvailable(Math.floor(entry.contentRect.width));
      measured?.(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [measured]);

  return (
    <div ref={container} style={{ width: '100%' }}>
      <Document
        file={file}
        onLoadSuccess={async (pdf) => {
          const first = await pdf.getPage(1);
          const viewport = first.getViewport({ scale: 1 });
          setAspect(viewport.height / viewport.width);
          setPageCount(pdf.numPages);
          view?.loaded(pdf, viewport.height / viewport.width);
        }}
        onLoadError={onLoadError}
        onSourceError={onLoadError}
        loading=""
      >
        {width > 0 &&
          Array.from({ length: pageCount }, (_, index) => index + 1).map((pageNumber) => (
            <div
              key={pageNumber}
              data-pdf-page={pageNumber}
              style={{
                position: 'relative',
                width,
                height: Math.round(width * aspect),
                margin: '0 auto 16px',
                background: 'white',
                boxShadow: '0 1px 4px rgba(0,0,0,0.2)',
              }}
            >
              {nearby.has(pageNumber) && (
                <Page
                  pageNumber={pageNumber}
                  width={width}
                  devicePixelRatio={canvasPixelRatio(width, width * aspect, window.devicePixelRatio)}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                />
              )}
              {overlay(pageNumber)}
            </div>
          ))}
      </Document>
    </div>
  );
}
