import { ActionIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { boxOfRect, boxPlacement } from '../../../components/page-box';
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
  onChoose: () => void;
  onClear: () => void;
}

/**
 * One field over its page: the signer's own fields in their colour, to be chosen and signed; other
 * signers' fields transparent, named in a tooltip, and not clickable.
 */
export function SigningField({
  field,
  label,
  signerName,
  color,
  choosable,
  clearable,
  onChoose,
  onClear,
}: SigningFieldProps) {
  const { t } = useTranslation();
  const placement = boxPlacement(boxOfRect(field.position.boundingRect));
  const image = field.response.image && <img src={field.response.image} alt="" className={classes.fieldImage} />;

  if (!field.editable) {
    return (
      <Tooltip label={t('by {{name}}', { name: signerName })} events={{ hover: true, focus: false, touch: true }}>
        <div
          role="img"
          aria-label={label}
          data-field-id={field.id}
          className={`${classes.field} ${classes.otherField}`}
          style={{ ...placement, borderColor: color }}
        >
          {image}
        </div>
      </Tooltip>
    );
  }

  const look = {
    className: `${classes.field} ${classes.ownField} ${field.active ? classes.activeField : ''}`,
    style: { ...placement, borderColor: color, color, background: image ? undefined : `${color}26` },
  };
  if (choosable) {
    const hint = t(field.type === 'file' ? 'Upload here' : 'Sign here');
    return (
      <UnstyledButton
        {...look}
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
      {image}
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
