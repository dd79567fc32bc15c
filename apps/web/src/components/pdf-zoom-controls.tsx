import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './pdf-viewer.module.css';
import { canZoomIn, canZoomOut, ZOOM_LEVELS, zoomIn, zoomOut, zoomPercent } from './pdf-zoom';

interface PdfZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
  onFitWidth: () => void;
}

/**
 * Zoom out, the zoom (a menu of levels), Zoom in and Fit width. At a limit a button stays focusable and
 * says it is unavailable (aria-disabled), so the keyboard's focus is not lost while pressing it.
 */
export function PdfZoomControls({ zoom, onZoom, onFitWidth }: PdfZoomControlsProps) {
  const { t } = useTranslation();
  const percent = zoomPercent(zoom);
  const step = (label: string, glyph: string, able: boolean, next: number) => (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        aria-disabled={!able || undefined}
        data-disabled={!able || undefined}
        onClick={() => able && onZoom(next)}
      >
        <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>
          {glyph}
        </span>
      </ActionIcon>
    </Tooltip>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div className={classes.zoom} role="group" aria-label={t('Zoom')}>
      {step(t('Zoom out'), '−', canZoomOut(zoom), zoomOut(zoom))}
      <Menu position="bottom" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="compact-md"
            className={classes.percent}
            aria-label={t('Zoom level {{percent}}', { percent })}
            data-zoom-level
          >
            {percent}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {ZOOM_LEVELS.map((level) => (
            <Menu.Item key={level} onClick={() => onZoom(level)} fw={zoomPercent(level) === percent ? 700 : undefined}>
              {zoomPercent(level)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {step(t('Zoom in'), '+', canZoomIn(zoom), zoomIn(zoom))}
      <Button variant="default" size="compact-md" onClick={onFitWidth}>
        {t('Fit width')}
      </Button>
    </div>
  );
}
