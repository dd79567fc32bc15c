import { createContext, useContext } from 'react';
import type { PageProps } from 'react-pdf';

/** An open PDF, as pdf.js gives it. */
export type PdfDocument = Exclude<NonNullable<PageProps['pdf']>, false>;

/** What a PdfViewer shares with the PdfPages inside it: the zoom, and where the pages tell what they learnt. */
export interface PdfViewContextValue {
  zoom: number;
  /** The PDF is open; its first page is `aspect` times as high as wide. */
  loaded: (pdf: PdfDocument, aspect: number) => void;
  /** The width the pages have at 100% changed (the window or the panels beside them). */
  measured: (availableWidth: number) => void;
}

export const PdfViewContext = createContext<PdfViewContextValue | null>(null);

/** The viewer around the pages, or null for pages shown on their own (always at 100%). */
export const usePdfView = () => useContext(PdfViewContext);
