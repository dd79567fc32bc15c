import { ActionIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { FIELD_TEXT_LIMITS, type FieldType, HANDWRITTEN_FIELD_TYPES } from '@signflow/contract/documents';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { boxOfRect, boxPlacement } from '../../../components/page-box';
import type { MessageKey } from '../../../i18n/en';
import type { Highlight } from '../signing-session';
import classes from './signing.module.css';

interface SigningFieldProps {
  field: Highlight;
  /** e.g. 'Signature Field field of Amy'. */
  label: string;
  signerName: string;
  color: string;
  /** The signer may choose this field to sign it. */
  choosable: boolean;
  /** The signer may take back this field's image. */
  clearable: boolean;
  /** A name, text or checkbox the signer fills in right in its box. */
  inline: boolean;
  onChoose: () => void;
  onClear: () => void;
  onAnswer: (answer: { text?: string; checked?: boolean }) => void;
  /** Enter in a name or a text: the signer is done with it, on to the next field. */
  onNext: () => void;
}

/** What an empty field of the signer's says to tap it for: an image, initials, else a signature. */
const FIELD_HINTS: Partial<Record<FieldType, MessageKey>> = { file: 'Upload here', initials: 'Initial here' };

const isHandwritten = (field: Highlight) => (HANDWRITTEN_FIELD_TYPES as readonly string[]).includes(field.type);

/** What an answered field shows: its image, its typed text (a signature in the handwriting face), its tick. */
function Answer({ field }: { field: Highlight }) {
  const { image, text, checked } = field.response;
  // Another signer's image is fetched by its URL: only when its page comes near the view.
  if (image) return <img src={image} alt="" loading="lazy" className={classes.fieldImage} />;
  if (field.type === 'checkbox' && checked !== null)
    return <span className={classes.fieldTick}>{checked ? '☑' : '☐'}</span>;
  if (text) return <span className={isHandwritten(field) ? classes.fieldHandwriting : classes.fieldText}>{text}</span>;
  return null;
}

/** What the sender gave a field, as read out: its text, or a checkbox's tick. */
function senderValueOf(field: Highlight): string {
  if (field.type === 'checkbox') return field.response.checked ? '☑' : '☐';
  return field.response.text ?? '';
}

/** A name, text or checkbox answered in its own box, focused when Next brings the signer to it. */
function InlineInput({
  field,
  label,
  onAnswer,
  onNext,
}: {
  field: Highlight;
  label: string;
  onAnswer: SigningFieldProps['onAnswer'];
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.active) ref.current?.focus();
  }, [field.active]);
  const required = field.type === 'name' || field.required;
  if (field.type === 'checkbox') {
    return (
      <label className={`${classes.fieldCheckbox} ${classes.tapArea}`}>
        <input
          ref={ref}
          type="checkbox"
          checked={field.response.checked === true}
          aria-required={required || undefined}
          onChange={(event) => onAnswer({ checked: event.currentTarget.checked })}
        />
        <span className={classes.checkboxLabel}>{field.label || label}</span>
      </label>
    );
  }
  const limit = field.type === 'name' ? FIELD_TEXT_LIMITS.name : FIELD_TEXT_LIMITS.text;
  return (
    // The label carries the field's tap area: a tap beside a small box still puts the caret in it.
    <label className={`${classes.inputLabel} ${classes.tapArea}`}>
      <input
        ref={ref}
        className={classes.fieldInput}
        aria-label={field.label || label}
        placeholder={field.label || (field.type === 'name' ? t('Full name') : t('Type here'))}
        aria-required={required || undefined}
        maxLength={limit}
        value={field.response.text ?? ''}
        onChange={(event) => onAnswer({ text: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onNext();
        }}
      />
    </label>
  );
}

/**
 * One field over its page: the signer's own fields in their colour, to be chosen and signed (or filled in right
 * in the box: a name, a text, a checkbox); other signers' fields, and those the sender filled in, transparent, named
 * in a tooltip, and not clickable.
 */
export function SigningField({
  field,
  label,
  signerName,
  color,
  choosable,
  clearable,
  inline,
  onChoose,
  onClear,
  onAnswer,
  onNext,
}: SigningFieldProps) {
  const { t } = useTranslation();
  const placement = boxPlacement(boxOfRect(field.position.boundingRect));
  const answer = <Answer field={field} />;
  const answered = field.response.image !== null || field.response.text !== null || field.response.checked !== null;

  if (!field.editable) {
    const byWhom = field.senderFilled ? t('Filled by the sender') : t('by {{name}}', { name: signerName });
    // A screen reader says a tick in words, not as its glyph.
    const spokenValue =
      field.type === 'checkbox' ? t(field.response.checked ? 'Ticked' : 'Not ticked') : senderValueOf(field);
    return (
      <Tooltip label={byWhom} events={{ hover: true, focus: false, touch: true }}>
        <div
          role="img"
          aria-label={field.senderFilled ? `${label}, ${byWhom}: ${spokenValue}` : label}
          data-field-id={field.id}
          data-sender-filled={field.senderFilled || undefined}
          className={`${classes.field} ${classes.otherField}`}
          style={{ ...placement, borderColor: color }}
        >
          {answer}
        </div>
      </Tooltip>
    );
  }

  const look = {
    className: `${classes.field} ${classes.ownField} ${field.active ? classes.activeField : ''}`,
    style: { ...placement, borderColor: color, color, background: answered ? undefined : `${color}26` },
  };
  if (inline) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a positioned box around the field's own input
      <div {...look} role="group" aria-label={label} data-field-id={field.id}>
        <InlineInput field={field} label={label} onAnswer={onAnswer} onNext={onNext} />
      </div>
    );
  }
  if (field.type === 'date' && !answered) {
    return (
      <div {...look} role="img" aria-label={`${label}: ${t('Filled in when you finish')}`} data-field-id={field.id}>
        <span className={classes.fieldHint}>{t('Date signed')}</span>
      </div>
    );
  }
  if (choosable) {
    const hint = t(FIELD_HINTS[field.type] ?? 'Sign here');
    return (
      <UnstyledButton
        {...look}
        className={`${look.className} ${classes.tapArea}`}
        // Its name starts with the words it shows, so saying them reaches it (label in name).
        aria-label={`${hint}, ${label}`}
        aria-current={field.active || undefined}
        data-field-id={field.id}
        onClick={onChoose}
      >
        <span className={classes.fieldHint}>{hint}</span>
      </UnstyledButton>
    );
  }
  return (
    // A signed field is a labelled picture holding its own clear button, which a button cannot hold.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div {...look} role="group" aria-label={label} data-field-id={field.id}>
      {answer}
      {clearable && (
        <ActionIcon
          className={classes.clearButton}
          size="md"
          radius="xl"
          color="red"
          aria-label={t('Clear the signature of {{field}}', { field: label })}
          onClick={onClear}
        >
          ×
        </ActionIcon>
      )}
    </div>
  );
}
