/**
 * Stands in for react-pdf in the component tests (setup.ts): every PDF opens at once with PDF_PAGE_COUNT A4 pages,
 * each page painted as an empty box. What lies over the pages (fields, the drawing surface) is the app's own.
 */
import { type ReactNode, useEffect } from 'react';

export const PDF_PAGE_COUNT = 2;
const A4 = { width: 595, height: 842 };

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: A4.width * scale, height: A4.height * scale }),
  render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
};
const pdf = { numPages: PDF_PAGE_COUNT, getPage: async () => page };

interface DocumentProps {
  file: unknown;
  onLoadSuccess?: (document: typeof pdf) => void;
  children?: ReactNode;
}

export function Document({ file, onLoadSuccess, children }: DocumentProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per file, as react-pdf does
  useEffect(() => {
    onLoadSuccess?.(pdf);
  }, [file]);
  return <div>{children}</div>;
}

export function Page({ pageNumber }: { pageNumber: number }) {
  return <div data-pdf-stand-in-page={pageNumber} />;
}

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };
