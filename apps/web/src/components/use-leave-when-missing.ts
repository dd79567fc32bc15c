import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readApiError } from '../api/api-error';
import type { MessageKey } from '../i18n/en';
import { notify } from './toast';

/** Answers that mean the thing is not the owner's to read: unknown, deleted, or another account's. */
const MISSING_STATUSES = [403, 404];

/**
 * A page whose subject the server says is missing (404, or 403) says so and goes back to `to`. Any other failure
 * (the network, a server error, a refetch in the background) leaves the page where it is, to say it could not be read
 * and offer Try again (LoadFailed), so nothing on screen is lost to a passing error.
 */
export function useLeaveWhenMissing(query: { isError: boolean; error?: unknown }, to: string, message: MessageKey) {
  const navigate = useNavigate();
  const missing = query.isError && MISSING_STATUSES.includes(readApiError(query.error)?.code ?? 0);
  useEffect(() => {
    if (!missing) return;
    notify.error(message);
    navigate(to, { replace: true });
  }, [missing, navigate, to, message]);
}
