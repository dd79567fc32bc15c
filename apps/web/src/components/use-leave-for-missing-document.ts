import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from './toast';

/** A document that cannot be read says so and sends the owner back to Documents. */
export function useLeaveForMissingDocument(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    notify.error('Document Not Found');
    navigate(WEB_ROUTES.documents, { replace: true });
  }, [navigate]);
}
