import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { templateNameField, templateRolesSchema } from '@signflow/contract/templates';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useSessionCall } from '../../../api/session-auth';
import { templatesApi } from '../../../api/templates-api';
import { useAbortOnLeave } from '../../../api/use-abort-on-leave';
import { ActionError } from '../../../components/action-error';
import { PdfDropZone } from '../../../components/file-drop-zone';
import { looksLikePdf } from '../../../components/looks-like-pdf';
import { PageHeading } from '../../../components/page-title';
import { NEW_ROLE, PeopleTable } from '../../../components/people-table';
import { UploadProgress } from '../../../components/upload-progress';
import { useFieldProps } from '../../../components/use-field-props';
import { useFormPost } from '../../../components/use-form-post';
import { useWarnBeforeUnload } from '../../../components/use-warn-before-unload';
import { useAppDispatch } from '../../../store/hooks';
import { uploadTemplate } from '../api/upload-template';

const newTemplateSchema = z.object({ name: templateNameField, roles: templateRolesSchema });

/**
 * New template: a PDF (dropped or picked), the template's name and its roles, each a name and a signing level, in
 * their order (docs/domain.md#templates). Once made, the template opens in the field editor.
 */
export function NewTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionCall();
  const dispatch = useAppDispatch();
  const form = useForm({
    resolver: zodResolver(newTemplateSchema),
    defaultValues: { name: '', roles: [{ ...NEW_ROLE }] },
  });
  const field = useFieldProps(form);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  // Closing or reloading the tab asks first once a file was chosen or something typed.
  useWarnBeforeUnload(file !== null || form.formState.isDirty);
  // Why the last try was refused (the plan's templates among them, with Upgrade), said beside it until the next.
  const { progress, uploading, failure, post } = useFormPost();
  const fileError = !file
    ? fileMissing
      ? t('Choose a PDF')
      : undefined
    : looksLikePdf(file)
      ? undefined
      : t('The file is not a PDF');

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileMissing(false);
    // A template is mostly named after its file: the name is offered until the owner types one.
    if (!form.getValues('name')) form.setValue('name', chosen.name.replace(/\.pdf$/i, ''));
  };

  const abortOnLeave = useAbortOnLeave();
  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileMissing(true);
      return;
    }
    if (fileError) return;
    await post(async (onProgress) => {
      const template = await uploadTemplate({ file, ...values, session, onProgress, signal: abortOnLeave() });
      dispatch(templatesApi.util.invalidateTags(['Template']));
      navigate(webPaths.templateFields(template.id));
    });
  });

  return (
    <Stack gap="md" maw={960}>
      <PageHeading>{t('New template')}</PageHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PdfDropZone file={file} error={fileError} onFile={chooseFile} disabled={uploading} />
          <TextInput label={t('Template name')} withAsterisk maw={560} disabled={uploading} {...field('name')} />
          <Title order={2} size="h3">
            {t('Roles')}
          </Title>
          <Text c="dimmed" size="sm">
            {t(
              'A role is a place someone fills when a document is made from the template, such as ‘Client’ or ‘Manager’. Roles at the same level sign in parallel; levels sign in ascending order.',
            )}
          </Text>
          <PeopleTable form={form} name="roles" noun="role" reorderable disabled={uploading} />
          <UploadProgress progress={progress} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={WEB_ROUTES.templates}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={uploading}>
              {t('Next: place fields')}
            </Button>
          </Group>
          <ActionError failure={failure} />
        </Stack>
      </form>
    </Stack>
  );
}
