import type { TemplateDetail } from '@signflow/contract/templates';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { type ReactNode, useRef } from 'react';
import { useParams } from 'react-router';
import { useGetTemplateQuery } from '../../../api/templates-api';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { useLeaveWhenMissing } from '../../../components/use-leave-when-missing';

/**
 * A page about one template (/templates/{id}/…): the template read fresh when the page opens, then `children` with
 * it. A missing template leaves for Templates; a read that fails otherwise offers Try again. A later read (after a
 * change elsewhere) keeps the page on screen, and what was typed in it.
 */
export function TemplatePage({ children }: { children: (template: TemplateDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const template = useGetTemplateQuery(id, { refetchOnMountOrArgChange: true });
  useLeaveWhenMissing(template, WEB_ROUTES.templates, 'Not found');
  const shown = useRef(false);
  if (template.data && !template.isFetching) shown.current = true;
  if (template.data && shown.current) return children(template.data);
  if (template.isError && !template.isFetching) return <LoadFailed onRetry={template.refetch} />;
  return <PageLoader />;
}
