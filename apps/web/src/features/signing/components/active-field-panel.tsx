import { useElementSize } from '@mantine/hooks';
import type { PageFractions } from '@signflow/contract/documents';
import type { ReactNode } from 'react';
import { panelPlacement } from '../panel-placement';
import classes from './signing.module.css';

interface ActiveFieldPanelProps {
  box: PageFractions;
  color: string;
  /** Room for a choice of Draw or Type above the pad. */
  tall?: boolean;
  children: ReactNode;
}

const TALL_PANEL = { width: 280, height: 150 };

/** Lies over the page of the active field: holds what signs it (a pad, an image chooser) at a usable size. */
export function ActiveFieldPanel({ box, color, tall = false, children }: ActiveFieldPanelProps) {
  const { ref, width, height } = useElementSize();
  const placement =
    width > 0 && height > 0 ? panelPlacement(box, { width, height }, tall ? TALL_PANEL : undefined) : null;
  return (
    <div ref={ref} className={classes.panelLayer}>
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
