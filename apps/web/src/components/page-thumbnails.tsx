import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../i18n/format-number';
import type { PdfDocument } from './pdf-view-context';
import classes from './pdf-viewer.module.css';
import { usePagesNearView } from './use-pages-near-view';

/** A thumbnail's width in pixels; its height follows the first page's shape. */
const THUMBNAIL_WIDTH = 96;
/** How far beyond the visible thumbnails they are painted; further ones are empty boxes of the right size. */
const RENDER_MARGIN = '100% 0px';

/** One page painted small onto a canvas of its own, and the painting cancelled if the page scrolls away. */
function ThumbnailCanvas({ pdf, pageNumber, height }: { pdf: PdfDocument; pageNumber: number; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let cancel = () => {};
    void pdf.getPage(pageNumber).then((page) => {
      const element = canvas.current;
      const context = element?.getContext('2d');
      if (cancelled || !element || !context) return;
      const ratio = window.devicePixelRatio || 1;
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (THUMBNAIL_WIDTH * ratio) / unscaled.width });
      element.width = Math.floor(viewport.width);
      element.height = Math.floor(viewport.height);
      const task = page.render({ canvas: element, canvasContext: context, viewport });
      cancel = () => task.cancel();
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pdf, pageNumber]);
  return <canvas ref={canvas} style={{ width: THUMBNAIL_WIDTH, height }} />;
}

interface PageThumbnailsProps {
  id: string;
  pdf: PdfDocument | null;
  pageCount: number;
  /** The first page's height for its width. */
  aspect: number;
  /** The page the reader is on, marked with aria-current. */
  currentPage: number;
  onJump: (pageNumber: number) => void;
  className: string;
  /** The current thumbnail is focused when the list opens (a phone's panel, opened from its button). */
  focusCurrent: boolean;
}

/**
 * The document's pages, small, in a list beside (or over) the pages: each a button 'Page N' that brings its
 * page into view. Only thumbnails near the visible part of the list are painted, so a long document stays fast.
 */
export function PageThumbnails({
  id,
  pdf,
  pageCount,
  aspect,
  currentPage,
  onJump,
  className,
  focusCurrent,
}: PageThumbnailsProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const nearby = usePagesNearView(container, pageCount, {
    pageKey: 'thumbnailPage',
    margin: RENDER_MARGIN,
    rootOf: (element) => element,
  });
  const height = Math.round(THUMBNAIL_WIDTH * aspect);

  // The current page's thumbnail stays in sight as the reader scrolls the pages.
  useEffect(() => {
    const element = container.current;
    const current = element?.querySelector<HTMLElement>(`[data-thumbnail-page="${currentPage}"]`);
    if (!element || !current) return;
    const list = element.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.top < list.top) element.scrollTop += item.top - list.top;
    else if (item.bottom > list.bottom) element.scrollTop += item.bottom - list.bottom;
  }, [currentPage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list opens, not as the page changes.
  useEffect(() => {
    if (focusCurrent) {
      container.current?.querySelector<HTMLElement>(`[data-thumbnail-page="${currentPage}"] button`)?.focus();
    }
  }, [focusCurrent]);

  return (
    <nav id={id} ref={container} className={className} aria-label={t('Pages')}>
      <ol className={classes.thumbnailList}>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((pageNumber) => (
          <li key={pageNumber} data-thumbnail-page={pageNumber}>
            <button
              type="button"
              className={classes.thumbnail}
              aria-label={t('Page {{page}}', { page: formatCount(pageNumber, i18n.language) })}
              aria-current={pageNumber === currentPage ? 'page' : undefined}
              onClick={() => onJump(pageNumber)}
            >
              <span className={classes.thumbnailPage} style={{ width: THUMBNAIL_WIDTH, height }}>
                {pdf && nearby.has(pageNumber) && <ThumbnailCanvas pdf={pdf} pageNumber={pageNumber} height={height} />}
              </span>
              <span aria-hidden>{formatCount(pageNumber, i18n.language)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
