import type { FieldType, PageFractions } from '@signflow/contract/documents';
import { useState } from 'react';
import { boxPlacement } from '../../../components/page-box';
import { boxAt, boxBetween, isBigEnough } from '../field-geometry';
import classes from './annotate.module.css';

interface DrawingSurfaceProps {
  color: string;
  /** The kind of field a click places, at its default size. */
  tool: FieldType;
  onDrawn: (box: PageFractions) => void;
}

/**
 * Lies over a page while a signer and a tool are chosen: a click (a tap) places a field of the tool's default size
 * centred on it; a drag with the mouse places one of the size dragged. A finger sliding over the page scrolls it
 * (the browser then cancels the pointer), so a phone's pages still scroll under the surface.
 */
export function DrawingSurface({ color, tool, onDrawn }: DrawingSurfaceProps) {
  const [draft, setDraft] = useState<PageFractions | null>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const pointOf = (event: React.PointerEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - bounds.left) / bounds.width, y: (event.clientY - bounds.top) / bounds.height };
  };
  const stop = () => {
    setStart(null);
    setDraft(null);
  };

  return (
    <div
      className={classes.surface}
      style={{ cursor: 'crosshair' }}
      data-drawing-surface
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // A mouse drag goes on outside the page; a finger is left to the browser, which may scroll with it.
        if (event.pointerType === 'mouse') event.currentTarget.setPointerCapture(event.pointerId);
        const point = pointOf(event);
        setStart(point);
        setDraft(boxBetween(point, point));
      }}
      onPointerMove={(event) => {
        if (start) setDraft(boxBetween(start, pointOf(event)));
      }}
      onPointerUp={(event) => {
        if (start) {
          const end = pointOf(event);
          const dragged = boxBetween(start, end);
          const bounds = event.currentTarget.getBoundingClientRect();
          onDrawn(isBigEnough(dragged) ? dragged : boxAt(end, tool, bounds.height / bounds.width));
        }
        stop();
      }}
      onPointerCancel={stop}
    >
      {draft && isBigEnough(draft) && (
        <div
          style={{
            position: 'absolute',
            ...boxPlacement(draft),
            border: `2px dashed ${color}`,
          }}
        />
      )}
    </div>
  );
}
