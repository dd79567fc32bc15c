import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { type DocumentSigner, FIELD_TYPES, type FieldType } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPE_LABELS } from '../../../components/use-field-label';

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
    <Stack component="aside" w={220} p="md" gap="xs" style={{ borderRight: '1px solid #dee2e6', flexShrink: 0 }}>
      <Text fw={700} size="sm" id="users-heading">
        {t('Users')}
      </Text>
      <Stack gap={4} role="group" aria-labelledby="users-heading">
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
      </Stack>
      <Text fw={700} size="sm" mt="md" id="tools-heading">
        {t('Tools')}
      </Text>
      <Stack gap={4} role="group" aria-labelledby="tools-heading">
        {FIELD_TYPES.map((type) => (
          <Button
            key={type}
            variant={tool === type ? 'filled' : 'default'}
            aria-pressed={tool === type}
            onClick={() => onChooseTool(type)}
          >
            {t(FIELD_TYPE_LABELS[type])}
          </Button>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="md">
        {drawing ? t('Drag on a page to place the field.') : t('Choose a user and a tool, then drag on a page.')}
      </Text>
    </Stack>
  );
}
