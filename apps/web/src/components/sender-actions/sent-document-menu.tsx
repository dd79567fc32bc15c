import { Button, Group, Menu, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../action-error';
import type { SentDocument, SentDocumentActions } from './use-sent-document-actions';

interface SentDocumentControlsProps {
  document: SentDocument;
  actions: SentDocumentActions;
}

/** A list row's menu of the owner's actions on a Sent document: a button, then a menu the arrow keys move through. */
export function SentDocumentMenu({ document, actions }: SentDocumentControlsProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          flex="none"
          loading={actions.isReminding(document)}
          aria-label={t('Manage {{name}}', { name: document.name })}
        >
          {t('Manage')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.remind(document)}>{t('Remind')}</Menu.Item>
        <Menu.Item onClick={() => actions.correct(document)}>{t('Correct a signer')}</Menu.Item>
        <Menu.Item onClick={() => actions.renew(document)}>{t('Renew links')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" c="red" onClick={() => actions.cancel(document)}>
          {t('Cancel signing')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The same actions as buttons side by side, where there is room for them (the History page), with why Remind failed
 * under them.
 */
export function SentDocumentButtons({ document, actions }: SentDocumentControlsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('Actions for {{name}}', { name: document.name })}>
        <Button
          size="xs"
          variant="light"
          loading={actions.isReminding(document)}
          onClick={() => actions.remind(document)}
        >
          {t('Remind')}
        </Button>
        <Button size="xs" variant="light" onClick={() => actions.correct(document)}>
          {t('Correct a signer')}
        </Button>
        <Button size="xs" variant="light" onClick={() => actions.renew(document)}>
          {t('Renew links')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => actions.cancel(document)}>
          {t('Cancel signing')}
        </Button>
      </Group>
      <ActionError failure={actions.failureOf(document)} />
    </Stack>
  );
}
