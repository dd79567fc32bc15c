import { ActionIcon, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './annotate.module.css';

interface EditorHeaderProps {
  documentName: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClose: () => void;
  onSave: () => void;
  /**
   * The way on: Send (a document: saves and opens Invite Sign), Use template (a template). Gets the button, where the
   * focus returns after a dialog it opens.
   */
  next: { label: string; onClick: (button: HTMLElement) => void };
  saving: boolean;
  /** Where the work stands: changes not saved yet, saved, or nothing to say (just opened). */
  saveState: 'unsaved' | 'saved' | null;
}

/**
 * The editor's header: what the page is for and which document, Undo and Redo (also Ctrl+Z and Ctrl+Shift+Z),
 * Close, Save (stays in the editor), and the way on (Send, or Use template).
 */
export function EditorHeader({
  documentName,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onClose,
  onSave,
  next,
  saving,
  saveState,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <div className={classes.heading}>
        <Group gap={8} wrap="nowrap">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('Place fields')}
          </Text>
          <Text size="xs" c={saveState === 'unsaved' ? 'orange.9' : 'dimmed'} role="status">
            {saveState === 'unsaved' ? t('Unsaved changes') : saveState === 'saved' ? t('Saved') : ''}
          </Text>
        </Group>
        <Title order={1} size="h4" className={classes.documentName}>
          {documentName}
        </Title>
      </div>
      <Group gap="xs" className={classes.actions}>
        <Tooltip label={t('Undo (Ctrl+Z)')}>
          <ActionIcon variant="default" size="lg" aria-label={t('Undo')} disabled={!canUndo} onClick={onUndo}>
            <span aria-hidden>↶</span>
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('Redo (Ctrl+Shift+Z)')}>
          <ActionIcon variant="default" size="lg" aria-label={t('Redo')} disabled={!canRedo} onClick={onRedo}>
            <span aria-hidden>↷</span>
          </ActionIcon>
        </Tooltip>
        <Button variant="default" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button variant="light" onClick={onSave} loading={saving}>
          {t('Save')}
        </Button>
        <Button onClick={(event) => next.onClick(event.currentTarget)} disabled={saving}>
          {next.label}
        </Button>
      </Group>
    </header>
  );
}
