import { useMediaQuery } from '@mantine/hooks';
import type { PageFractions } from '@signflow/contract/documents';
import type { Rect } from '@signflow/pdf-stamp/fit-inside';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type PanelRoom, panelPlacement, shownPart } from '../panel-placement';
import classes from './signing.module.css';

interface ActiveFieldPanelProps {
  box: PageFractions;
  color: string;
  /** Room for a choice of Draw or Type above the pad. */
  tall?: boolean;
  children: ReactNode;
}

const TALL_PANEL: PanelRoom = { min: { width: 280, height: 150 }, minHeight: 150 };
/** The page's phone breakpoint: there the pad lies beside its field, not over it. */
const PHONE = '(max-width: 47.99em)';

const samePlacement = (a: Rect | null, b: Rect) =>
  a !== null &&
  Math.abs(a.x - b.x) < 0.5 &&
  Math.abs(a.y - b.y) < 0.5 &&
  Math.abs(a.width - b.width) < 0.5 &&
  Math.abs(a.height - b.height) < 0.5;

/**
 * Lies over the page of the active field: holds what signs it (a pad, an image chooser) at a usable size, over
 * the field (beside it on a phone, where a finger would hide it) and inside the part of the page on screen, however
 * far the page is zoomed and scrolled.
 */
export function ActiveFieldPanel({ box, color, tall = false, children }: ActiveFieldPanelProps) {
  const layer = useRef<HTMLDivElement>(null);
  const beside = useMediaQuery(PHONE, false, { getInitialValueInEffect: false }) ?? false;
  const [placement, setPlacement] = useState<Rect | null>(null);
  const { left, top, right, bottom } = box;

  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    const root = element.closest<HTMLElement>('[data-scroll-root]');
    const place = () => {
      const page = element.getBoundingClientRect();
      if (page.width <= 0 || page.height <= 0) return;
      // The view's inside: the scrolled pages without the view's border and scrollbars.
      const frame = root?.getBoundingClientRect();
      const shown =
        root && frame
          ? shownPart(page, {
              left: frame.left + root.clientLeft,
              top: frame.top + root.clientTop,
              right: frame.left + root.clientLeft + root.clientWidth,
              bottom: frame.top + root.clientTop + root.clientHeight,
            })
          : undefined;
      const next = panelPlacement(
        { left, top, right, bottom },
        { width: page.width, height: page.height },
        { ...(tall ? TALL_PANEL : {}), shown, beside },
      );
      setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
    };
    // Placed again when the page changes size (a zoom), the view does (a phone turned), or the pages scroll
    // beneath it (bringing the field into view, or moving sideways across a zoomed page).
    let frameRequest = 0;
    const placeSoon = () => {
      cancelAnimationFrame(frameRequest);
      frameRequest = requestAnimationFrame(place);
    };
    const resized = new ResizeObserver(place);
    resized.observe(element);
    if (root) resized.observe(root);
    root?.addEventListener('scroll', placeSoon, { passive: true });
    return () => {
      cancelAnimationFrame(frameRequest);
      resized.disconnect();
      root?.removeEventListener('scroll', placeSoon);
    };
  }, [left, top, right, bottom, tall, beside]);

  return (
    <div ref={layer} className={classes.panelLayer}>
      {placement && (
        <div
          className={classes.panel}
          data-active-field-panel
          style={{
            left: placement.x,
            top: placement.y,
            width: placement.width,
            height: placement.height,
            borderColor: color,
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
