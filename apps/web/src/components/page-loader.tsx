import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a page or its data loads; `fullScreen` centres it in the whole window. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status">
      <Loader />
      <VisuallyHidden>{t('Loading…')}</VisuallyHidden>
    </Center>
  );
}
