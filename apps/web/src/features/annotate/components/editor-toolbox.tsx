import { Box, Button, Text, UnstyledButton } from '@mantine/core';
import { type DocumentSigner, FIELD_TYPES, type FieldType } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPE_LABELS } from '../../../components/use-field-label';
import classes from './annotate.module.css';

interface EditorToolboxProps {
  signers: DocumentSigner[];
  signerId: string | null;
  onChooseSigner: (signerId: string) => void;
  tool: FieldType | null;
  onChooseTool: (tool: FieldType) => void;
}

/** The editor's sidebar: whose field to draw, and which kind. Both chosen, dragging on a page draws it. */
export function EditorToolbox({ signers, signerId, onChooseSigner, tool, onChooseTool }: EditorToolboxProps) {
  const { t } = useTranslation();
  const drawing = signerId !== null && tool !== null;
  return (
    <aside className={classes.toolbox}>
      <Text fw={700} size="sm" id="users-heading">
        {t('Users')}
      </Text>
      <Box className={classes.choices} role="group" aria-labelledby="users-heading">
        {signers.map((signer) => (
          <UnstyledButton
            key={signer.id}
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
      </Box>
      <Text fw={700} size="sm" className={classes.toolsHeading} id="tools-heading">
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
      <Text size="xs" c="dimmed" className={classes.hint}>
        {drawing ? t('Drag on a page to place the field.') : t('Choose a user and a tool, then drag on a page.')}
      </Text>
    </aside>
  );
}
