import { Button, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReselectableFileButton } from '../../../components/reselectable-file-button';

const PDF_ACCEPT = '.pdf,application/pdf';

/**
 * Where a PDF is dropped, or chosen with the button (the way in for the keyboard and for phones, which have no
 * dragging). Every choice is handed on, so the same file can be checked again.
 */
export function PdfDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);

  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      onDragEnter={allowDrop}
      onDragOver={allowDrop}
      onDragLeave={(event) => {
        // Leaving for one of the zone's own children is still being over the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      bg={dragging ? 'blue.0' : undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'var(--mantine-color-blue-filled)' : undefined,
      }}
    >
      <Stack align="center" gap="sm">
        <Text ta="center">{t('Drop a signed PDF here, or choose one from your device.')}</Text>
        <ReselectableFileButton accept={PDF_ACCEPT} onFile={(file) => onFiles([file])}>
          {(props) => <Button {...props}>{t('Choose a PDF file')}</Button>}
        </ReselectableFileButton>
      </Stack>
    </Paper>
  );
}
