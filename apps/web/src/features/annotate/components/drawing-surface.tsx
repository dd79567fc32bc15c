import type { PageFractions } from '@signflow/contract/documents';
import { useState } from 'react';
import { boxPlacement } from '../../../components/page-box';
import { boxBetween, isBigEnough } from '../field-geometry';
import classes from './annotate.module.css';

interface DrawingSurfaceProps {
  color: string;
  onDrawn: (box: PageFractions) => void;
}

/** Lies over a page while a signer and a tool are chosen: dragging on it draws a new field. */
export function DrawingSurface({ color, onDrawn }: DrawingSurfaceProps) {
  const [draft, setDraft] = useState<PageFractions | null>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const pointOf = (event: React.PointerEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - bounds.left) / bounds.width, y: (event.clientY - bounds.top) / bounds.height };
  };

  return (
    <div
      className={classes.surface}
      style={{ cursor: 'crosshair' }}
      data-drawing-surface
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        const point = pointOf(event);
        setStart(point);
        setDraft(boxBetween(point, point));
      }}
      onPointerMove={(event) => {
        if (start) setDraft(boxBetween(start, pointOf(event)));
      }}
      onPointerUp={(event) => {
        if (start) {
          const box = boxBetween(start, pointOf(event));
          if (isBigEnough(box)) onDrawn(box);
        }
        setStart(null);
        setDraft(null);
      }}
    >
      {draft && (
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
