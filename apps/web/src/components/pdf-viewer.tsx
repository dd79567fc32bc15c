import { Button } from '@mantine/core';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PageThumbnails } from './page-thumbnails';
import { type PdfDocument, PdfViewContext, type PdfViewContextValue } from './pdf-view-context';
import classes from './pdf-viewer.module.css';
import { clampZoom, fitWidthZoom, type PagePoint, pageAtLine, pagePointAt, scrollToKeep } from './pdf-zoom';
import { PdfZoomControls } from './pdf-zoom-controls';

/** Where a jumped-to page's top lands below the top of the view. */
const JUMP_OFFSET_PX = 8;
const PHONE = '(max-width: 47.99em)';

interface PdfViewerProps {
  /** The name of the scrolled region holding the pages, e.g. 'Document pages'. */
  label?: string;
  /** The scrolled region's element: the signing page's document is its main content. */
  component?: 'main' | 'div';
  /** The scrolled region, for a page that scrolls to its fields. */
  scrollRef?: RefObject<HTMLElement | null>;
  scrollClassName?: string;
  /** The PdfPages, which take their zoom from this viewer. */
  children: ReactNode;
  /** Shown above the first page, scrolled with the pages (the signing page's word from the sender). */
  before?: ReactNode;
}

const pageElement = (root: HTMLElement, pageNumber: number) =>
  root.querySelector<HTMLElement>(`[data-pdf-page="${pageNumber}"]`);

/**
 * A PDF's viewer: a bar with Pages (the thumbnails, beside the pages on a wide screen and over them on a phone)
 * and the zoom, above the scrolled pages. Zooming keeps the spot at the centre of the view where it was.
 */
export function PdfViewer({
  label,
  component: Scrolled = 'div',
  scrollRef,
  scrollClassName,
  children,
  before,
}: PdfViewerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) ?? false;
  const [zoom, setZoom] = useState(1);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [aspect, setAspect] = useState(842 / 595);
  const [available, setAvailable] = useState(0);
  const [currentPage, setCurrentPage] = useState(1);
  const [thumbnailsChosen, setThumbnailsChosen] = useState<boolean | null>(null);
  const [focusThumbnail, setFocusThumbnail] = useState(false);
  const thumbnailsOpen = thumbnailsChosen ?? !isPhone;
  const thumbnailsId = useId();
  const scroll = useRef<HTMLElement>(null);
  const scrollRefs = useMergedRef(scroll, scrollRef);
  const toggle = useRef<HTMLButtonElement>(null);
  const anchor = useRef<{ point: PagePoint; at: { x: number; y: number } } | null>(null);
  const pageCount = pdf?.numPages ?? 0;

  const pageUnder = useCallback(
    (line: number) => {
      const root = scroll.current;
      if (!root) return 0;
      return pageAtLine(pageCount, (n) => pageElement(root, n)?.getBoundingClientRect().top ?? 0, line);
    },
    [pageCount],
  );

  const changeZoom = (next: number) => {
    const root = scroll.current;
    if (root) {
      const view = root.getBoundingClientRect();
      const at = { x: view.left + root.clientWidth / 2, y: view.top + root.clientHeight / 2 };
      const pageNumber = pageUnder(at.y);
      const page = pageElement(root, pageNumber);
      if (page) anchor.current = { point: pagePointAt(pageNumber, page.getBoundingClientRect(), at), at };
    }
    setZoom(clampZoom(next));
  };

  // The pages have their new size (PdfPages reads the zoom from the context): bring the centre's spot back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each zoom change.
  useLayoutEffect(() => {
    const root = scroll.current;
    const kept = anchor.current;
    anchor.current = null;
    const page = kept && root ? pageElement(root, kept.point.pageNumber) : null;
    if (!root || !kept || !page) return;
    const shift = scrollToKeep(kept.point, page.getBoundingClientRect(), kept.at);
    root.scrollLeft += shift.left;
    root.scrollTop += shift.top;
  }, [zoom]);

  // The current page: the one under a line a third of the way down the view.
  useEffect(() => {
    const root = scroll.current;
    if (!root || pageCount === 0) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const view = root.getBoundingClientRect();
        setCurrentPage(pageUnder(view.top + root.clientHeight / 3) || 1);
      });
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('scroll', onScroll);
    };
  }, [pageCount, pageUnder]);

  const jumpTo = (pageNumber: number) => {
    const root = scroll.current;
    const page = root && pageElement(root, pageNumber);
    if (!root || !page) return;
    root.scrollTop += page.getBoundingClientRect().top - root.getBoundingClientRect().top - JUMP_OFFSET_PX;
    setCurrentPage(pageNumber);
    if (isPhone) {
      setThumbnailsChosen(false);
      setFocusThumbnail(false);
      toggle.current?.focus();
    }
  };

  const context = useMemo<PdfViewContextValue>(
    () => ({
      zoom,
      loaded: (document, firstAspect) => {
        setPdf(document);
        setAspect(firstAspect);
      },
      measured: setAvailable,
    }),
    [zoom],
  );

  return (
    <div className={classes.viewer}>
      <div className={classes.bar}>
        <Button
          ref={toggle}
          variant={thumbnailsOpen ? 'light' : 'default'}
          size="compact-md"
          aria-expanded={thumbnailsOpen}
          aria-controls={thumbnailsId}
          onClick={() => {
            setThumbnailsChosen(!thumbnailsOpen);
            setFocusThumbnail(isPhone && !thumbnailsOpen);
          }}
        >
          {t('Pages')}
        </Button>
        <PdfZoomControls zoom={zoom} onZoom={changeZoom} onFitWidth={() => changeZoom(fitWidthZoom(available))} />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the phone's thumbnails, as a panel's does */}
      <div
        className={classes.body}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isPhone && thumbnailsOpen) {
            setThumbnailsChosen(false);
            toggle.current?.focus();
          }
        }}
      >
        {thumbnailsOpen && (
          <PageThumbnails
            id={thumbnailsId}
            pdf={pdf}
            pageCount={pageCount}
            aspect={aspect}
            currentPage={currentPage}
            onJump={jumpTo}
            focusCurrent={focusThumbnail}
            className={`${classes.thumbnails} ${isPhone ? classes.thumbnailsOverlay : ''}`}
          />
        )}
        {/* The keyboard scrolls the pages too (arrows, Page Down) once the region has the focus. */}
        <Scrolled
          ref={scrollRefs as Ref<HTMLDivElement>}
          className={`${classes.scroll} ${scrollClassName ?? ''}`}
          data-scroll-root
          role={Scrolled === 'div' && label ? 'region' : undefined}
          aria-label={label}
          tabIndex={0}
        >
          {before}
          <PdfViewContext.Provider value={context}>{children}</PdfViewContext.Provider>
        </Scrolled>
      </div>
    </div>
  );
}
