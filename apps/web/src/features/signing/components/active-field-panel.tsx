import { useElementSize } from '@mantine/hooks';
import type { PageFractions } from '@signflow/contract/documents';
import type { ReactNode } from 'react';
import { panelPlacement } from '../panel-placement';
import classes from './signing.module.css';

interface ActiveFieldPanelProps {
  box: PageFractions;
  color: string;
  children: ReactNode;
}

/** Lies over the page of the active field: holds what signs it (a pad, an image chooser) at a usable size. */
export function ActiveFieldPanel({ box, color, children }: ActiveFieldPanelProps) {
  const { ref, width, height } = useElementSize();
  const placement = width > 0 && height > 0 ? panelPlacement(box, { width, height }) : null;
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
