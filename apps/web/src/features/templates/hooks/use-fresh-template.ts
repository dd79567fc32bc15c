import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGetTemplateQuery } from '../../../api/templates-api';
import { notify } from '../../../components/toast';

/**
 * The template of the page's address (/templates/{id}/…), read fresh: an unknown one (or another account's) says so
 * and goes back to Templates. Answers the id and the query.
 */
export function useFreshTemplate() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const template = useGetTemplateQuery(id, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (!template.isError) return;
    notify.error('Not found');
    navigate(WEB_ROUTES.templates, { replace: true });
  }, [template.isError, navigate]);
  return { id, template };
}
