import { Box, Button, Text, UnstyledButton } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { FIELD_TYPES, type FieldType, MAX_FIELDS_PER_DOCUMENT } from '@signflow/contract/documents';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPE_LABELS } from '../../../components/use-field-label';
import { formatCount } from '../../../i18n/format-number';
import type { EditorParty } from '../editor-source';
import classes from './annotate.module.css';

interface EditorToolboxProps {
  /** Whom fields are placed for: Signers, or a template's Roles. */
  heading: string;
  /** Offered under the signers or roles (a template's Edit roles). */
  headingAction?: ReactNode;
  signers: EditorParty[];
  signerId: string | null;
  onChooseSigner: (signerId: string) => void;
  tool: FieldType;
  onChooseTool: (tool: FieldType) => void;
  /** The document holds as many fields as it may. */
  full: boolean;
  /** Some field is placed already: on a phone the hint then gives its room back to the page. */
  placedAny: boolean;
}

/**
 * The editor's sidebar: whose field to place (the first signer or role to begin with), and which kind (a signature to begin
 * with). A click on a page places it.
 */
export function EditorToolbox({
  heading,
  headingAction,
  signers,
  signerId,
  onChooseSigner,
  tool,
  onChooseTool,
  full,
  placedAny,
}: EditorToolboxProps) {
  const { t, i18n } = useTranslation();
  return (
    <aside className={classes.toolbox}>
      <Text fw={700} size="sm" className={classes.groupHeading} id="signers-heading">
        {heading}
      </Text>
      <Box className={classes.choices} role="group" aria-labelledby="signers-heading">
        {signers.map((signer) => (
          <UnstyledButton
            key={signer.id}
            className={classes.signer}
            aria-pressed={signerId === signer.id}
            onClick={() => onChooseSigner(signer.id)}
            p={6}
            style={{
              borderRadius: 4,
              borderLeft: `6px solid ${signer.color}`,
              background: signerId === signer.id ? `${signer.color}22` : undefined,
              fontWeight: signerId === signer.id ? 700 : 400,
            }}
          >
            {signer.name || signer.email || t('Signer')}
          </UnstyledButton>
        ))}
        {headingAction}
      </Box>
      <Text fw={700} size="sm" className={`${classes.groupHeading} ${classes.toolsHeading}`} id="tools-heading">
        {t('Tools')}
      </Text>
      <Box className={classes.choices} role="group" aria-labelledby="tools-heading">
        {FIELD_TYPES.map((type) => (
          <Button
            key={type}
            variant={tool === type ? 'filled' : 'default'}
            className={classes.tool}
            aria-pressed={tool === type}
            onClick={() => onChooseTool(type)}
          >
            {t(FIELD_TYPE_LABELS[type])}
          </Button>
        ))}
      </Box>
      {full ? (
        <Text size="xs" c="red" className={classes.hint} role="status">
          {t(API_MESSAGES.tooManyFields, { limit: formatCount(MAX_FIELDS_PER_DOCUMENT, i18n.language) })}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" className={classes.hint} data-placed-any={placedAny || undefined}>
          {t('Click a page to place the field there; drag to give it a size.')}
        </Text>
      )}
    </aside>
  );
}
