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
            // Draw or Type needs room above the pad, even beside a small field on a phone.
            top: tall
              ? Math.max(0, Math.min(placement.y, height - Math.max(placement.height, TALL_PANEL.height)))
              : placement.y,
            width: placement.width,
            height: tall ? Math.max(placement.height, Math.min(TALL_PANEL.height, height)) : placement.height,
            borderColor: color,
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
