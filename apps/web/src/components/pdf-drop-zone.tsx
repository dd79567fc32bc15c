import { Text, UnstyledButton } from '@mantine/core';
import { type DragEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './pdf-drop-zone.module.css';
import { ReselectableFileButton } from './reselectable-file-button';

interface PdfDropZoneProps {
  file: File | null;
  /** Shown under the zone and announced with it: the same words whether the file was dropped or picked. */
  error?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * Where the PDF is chosen: dropped onto the zone, or picked through the device's picker, which the zone (a
 * button, so reachable by keyboard) opens. A dropped file is handed on like a picked one, checked the same way.
 */
export function PdfDropZone({ file, error, disabled, onFile }: PdfDropZoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  // A file dropped beside the zone would make the browser open it and leave the form: it is ignored instead.
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div>
      <ReselectableFileButton accept="application/pdf,.pdf" onFile={onFile}>
        {({ onClick }) => (
          <UnstyledButton
            onClick={onClick}
            disabled={disabled}
            className={classes.zone}
            data-dragging={dragging || undefined}
            data-invalid={error ? true : undefined}
            aria-describedby={error ? 'pdf-drop-zone-error' : 'pdf-drop-zone-file'}
            onDragEnter={dragOver}
            onDragOver={dragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <Text fw={600}>{t('Drop a PDF here, or choose a file')}</Text>
          </UnstyledButton>
        )}
      </ReselectableFileButton>
      <Text id="pdf-drop-zone-file" size="sm" mt={6} className={classes.fileName}>
        {file ? t('Chosen: {{name}}', { name: file.name }) : t('No file chosen')}
      </Text>
      {error && (
        <Text id="pdf-drop-zone-error" size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
