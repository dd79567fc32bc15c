import { ActionIcon, Checkbox, Popover, Stack, Switch, TextInput } from '@mantine/core';
import { MAX_FIELD_LABEL_LENGTH, type PageFractions } from '@signflow/contract/documents';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { boxPlacement } from '../../../components/page-box';
import type { FieldOptions } from '../editor-fields';
import { moveBox, resizeBox } from '../field-geometry';
import classes from './annotate.module.css';

interface FieldBoxProps {
  box: PageFractions;
  color: string;
  label: string;
  /** Shown on the box: the kind of field and whose it is. */
  typeName: string;
  signerName: string;
  /** The field's settings: a label and required flag, whether the sender fills it in (a template's). */
  options: FieldOptions;
  /**
   * Which settings the box offers: a label and required flag (text and checkbox fields), filled by the sender (a
   * template's text, date and checkbox fields). A box with neither has no settings button.
   */
  settings: { labelled: boolean; senderFill: boolean };
  /** The field chosen last: it shows its delete button, and Delete, Backspace or the button removes it. */
  selected: boolean;
  onSelect: () => void;
  onOptions: (options: FieldOptions) => void;
  /** A move or resize; the steps of one drag carry the same `gesture`, so Undo takes the drag back whole. */
  onChange: (box: PageFractions, gesture?: string) => void;
  onDelete: () => void;
}

let dragCounter = 0;

/** Starts a drag that reports each step in fractions of the page the field sits on, as one gesture. */
function dragInPage(event: ReactPointerEvent, onStep: (dx: number, dy: number, gesture: string) => void) {
  event.stopPropagation();
  event.preventDefault();
  dragCounter += 1;
  const gesture = `drag-${dragCounter}`;
  const page = (event.currentTarget as HTMLElement).closest('[data-pdf-page]');
  if (!page) return;
  const bounds = page.getBoundingClientRect();
  const start = { x: event.clientX, y: event.clientY };
  const move = (step: PointerEvent) =>
    onStep((step.clientX - start.x) / bounds.width, (step.clientY - start.y) / bounds.height, gesture);
  const stop = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', stop);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', stop);
}

const KEY_STEP = 0.005;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/**
 * A placed field: a press selects it, drag to move, drag the corner to resize, arrows to nudge, the × (shown on the
 * selected field, and on any under the mouse or the focus) to remove. Its caption is cut short with an ellipsis
 * when the box is small at the zoom shown; the whole of it is the box's title, and its name for a screen reader.
 */
export function FieldBox({
  box,
  color,
  label,
  typeName,
  signerName,
  options,
  settings,
  selected,
  onSelect,
  onOptions,
  onChange,
  onDelete,
}: FieldBoxProps) {
  const { t } = useTranslation();
  const labelled = settings.labelled;
  const senderFilled = settings.senderFill && options.senderFilled;
  const kind = [
    `${typeName}${labelled && options.required ? ' *' : ''}`,
    labelled && options.label ? options.label : null,
    senderFilled ? t('Filled by the sender') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    // A positioned, draggable box has no native element, and it holds its own delete button (no nested buttons);
    // it takes focus because the keyboard moves it (arrows) and deletes it (Delete).
    // biome-ignore-start lint/a11y/noNoninteractiveTabindex: see above
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="group"
      tabIndex={0}
      aria-label={label}
      title={`${signerName} · ${kind}`}
      className={classes.field}
      data-field
      data-selected={selected || undefined}
      style={{
        ...boxPlacement(box),
        borderColor: color,
        color,
        background: `${color}33`,
      }}
      onPointerDown={(event) => {
        onSelect();
        // The drag's preventDefault keeps the browser from focusing the box: it takes the focus itself, for the arrows.
        event.currentTarget.focus({ preventScroll: true });
        dragInPage(event, (dx, dy, gesture) => onChange(moveBox(box, dx, dy), gesture));
      }}
      onFocus={onSelect}
      onKeyDown={(event) => {
        const step = ARROWS[event.key];
        if (step) {
          event.preventDefault();
          onChange(moveBox(box, step[0], step[1]));
        }
      }}
    >
      <span className={classes.caption} aria-hidden>
        <span className={classes.captionName}>{signerName}</span>
        <span className={classes.captionType}>{kind}</span>
        {/* A box too low for two lines says both on one. */}
        <span className={classes.captionOneLine}>
          {signerName} · {kind}
        </span>
      </span>
      {(settings.labelled || settings.senderFill) && (
        <Popover position="bottom-start" withArrow trapFocus shadow="md">
          <Popover.Target>
            <ActionIcon
              className={classes.settingsButton}
              size="sm"
              radius="xl"
              variant="filled"
              color="gray"
              aria-label={t('Field settings')}
              onPointerDown={(event) => event.stopPropagation()}
              onKeyDown={(event) => event.stopPropagation()}
            >
              ⚙
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown
            onPointerDown={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
          >
            <Stack gap="xs" w={220}>
              {settings.labelled && (
                <>
                  <TextInput
                    label={t('Label shown to the signer')}
                    maxLength={MAX_FIELD_LABEL_LENGTH}
                    value={options.label ?? ''}
                    onChange={(event) => onOptions({ ...options, label: event.currentTarget.value })}
                  />
                  <Checkbox
                    label={t('Required')}
                    checked={options.required}
                    onChange={(event) => onOptions({ ...options, required: event.currentTarget.checked })}
                  />
                </>
              )}
              {settings.senderFill && (
                <Switch
                  label={t('Filled by the sender')}
                  description={t('You give its value when you use the template; the signer reads it.')}
                  checked={options.senderFilled}
                  onChange={(event) => onOptions({ ...options, senderFilled: event.currentTarget.checked })}
                />
              )}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      <ActionIcon
        className={classes.deleteButton}
        size="sm"
        color="red"
        radius="xl"
        aria-label={t('Delete field')}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={onDelete}
      >
        ×
      </ActionIcon>
      <span
        className={classes.resizeHandle}
        data-resize-handle
        aria-hidden
        onPointerDown={(event) => {
          onSelect();
          dragInPage(event, (dx, dy, gesture) => onChange(resizeBox(box, dx, dy), gesture));
        }}
      />
    </div>
    // biome-ignore-end lint/a11y/noNoninteractiveTabindex: see above
  );
}
