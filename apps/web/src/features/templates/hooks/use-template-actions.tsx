import type { TemplateListItem } from '@signflow/contract/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useChangeTemplateMutation,
  useDuplicateTemplateMutation,
  useRemoveTemplateMutation,
} from '../../../api/templates-api';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TemplateNameDialog } from '../../../components/template-name-dialog';
import { notify } from '../../../components/toast';

/**
 * A template's list actions: Rename (a dialog asking the name), Duplicate (at once, named 'Copy of …' by the server)
 * and Delete (asked first). Documents already made from it keep everything (docs/domain.md#templates).
 */
export function useTemplateActions() {
  const { t } = useTranslation();
  const [changeTemplate] = useChangeTemplateMutation();
  const [duplicateTemplate] = useDuplicateTemplateMutation();
  const [removeTemplate, { isLoading: removing }] = useRemoveTemplateMutation();
  const [toRename, setToRename] = useState<TemplateListItem | null>(null);
  const [toRemove, setToRemove] = useState<TemplateListItem | null>(null);
  const [removeFailure, setRemoveFailure] = useState<ActionFailure | null>(null);
  // Why the last Duplicate was refused (the plan's templates among them, with Upgrade), said over the list.
  const [duplicateFailure, setDuplicateFailure] = useState<ActionFailure | null>(null);

  const rename = async (name: string) => {
    if (!toRename) return;
    await changeTemplate({ id: toRename.id, body: { name } }).unwrap();
    notify.success('Template renamed');
    setToRename(null);
  };

  const duplicate = async (template: TemplateListItem) => {
    setDuplicateFailure(null);
    try {
      await duplicateTemplate({ id: template.id }).unwrap();
      notify.success('Template duplicated');
    } catch (error) {
      setDuplicateFailure(actionFailureOf(error));
    }
  };

  const askRemove = (template: TemplateListItem | null) => {
    setRemoveFailure(null);
    setToRemove(template);
  };
  const remove = async () => {
    if (!toRemove) return;
    setRemoveFailure(null);
    try {
      await removeTemplate(toRemove.id).unwrap();
      notify.success('Deleted');
      setToRemove(null);
    } catch (error) {
      setRemoveFailure(actionFailureOf(error, 'Delete failed'));
    }
  };

  return {
    rename: setToRename,
    duplicate,
    remove: askRemove,
    duplicateFailure,
    dialogs: (
      <>
        <TemplateNameDialog
          opened={toRename !== null}
          title={t('Rename template')}
          submitLabel={t('Rename')}
          name={toRename?.name ?? ''}
          onSubmit={rename}
          onClose={() => setToRename(null)}
        />
        <ConfirmDialog
          opened={toRemove !== null}
          title={t('Delete template')}
          message={t('Delete the template “{{name}}”? Documents already made from it keep everything.', {
            name: toRemove?.name ?? '',
          })}
          confirmLabel={t('Delete')}
          busy={removing}
          failure={removeFailure}
          onConfirm={remove}
          onCancel={() => askRemove(null)}
        />
      </>
    ),
  };
}
