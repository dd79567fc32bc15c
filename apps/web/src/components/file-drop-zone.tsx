import { Text, UnstyledButton } from '@mantine/core';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './file-drop-zone.module.css';
import { ReselectableFileButton } from './reselectable-file-button';

/** The kinds of file a drop zone offers in the device's picker (its input's `accept`). */
export const PDF_FILES = 'application/pdf,.pdf';
export const CSV_FILES = 'text/csv,.csv';

interface FileDropZoneProps {
  /** The kinds of file the picker offers: PDF_FILES, CSV_FILES. */
  accept: string;
  /** The zone's words, already translated: what to drop ('Drop a PDF here, or choose a file'). */
  label: string;
  file: File | null;
  /** Shown under the zone and announced with it: the same words whether the file was dropped or picked. */
  error?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/**
 * The one place a file is chosen, for an upload, a new template or a bulk send's CSV: dropped onto the zone, or picked
 * through the device's picker, which the zone (a button, so reachable by keyboard) opens. A dropped file is handed on
 * like a picked one, checked the same way by the page.
 */
export function FileDropZone({ accept, label, file, error, disabled, onFile }: FileDropZoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const fileId = `${id}-file`;
  const errorId = `${id}-error`;
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
      <ReselectableFileButton accept={accept} onFile={onFile}>
        {({ onClick }) => (
          <UnstyledButton
            onClick={onClick}
            disabled={disabled}
            className={classes.zone}
            data-dragging={dragging || undefined}
            data-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : fileId}
            onDragEnter={dragOver}
            onDragOver={dragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <Text fw={600}>{label}</Text>
          </UnstyledButton>
        )}
      </ReselectableFileButton>
      <Text id={fileId} size="sm" mt={6} className={classes.fileName}>
        {file ? t('Chosen: {{name}}', { name: file.name }) : t('No file chosen')}
      </Text>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

/** The drop zone of a PDF, as Upload document, New template and Prepare again offer it. */
export function PdfDropZone(props: Omit<FileDropZoneProps, 'accept' | 'label'>) {
  const { t } = useTranslation();
  return <FileDropZone accept={PDF_FILES} label={t('Drop a PDF here, or choose a file')} {...props} />;
}
