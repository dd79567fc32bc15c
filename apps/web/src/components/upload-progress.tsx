import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An upload's progress bar (`progress` from 0 to 1), drawn only while one is under way (not null). */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  if (progress === null) return null;
  return <Progress value={progress * 100} aria-label={t('Upload progress')} animated={progress < 1} />;
}
