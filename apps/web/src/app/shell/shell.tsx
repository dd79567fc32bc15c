import { useEffect } from 'react';
import { useGetProfileQuery, useGetSubscriptionQuery } from '../../api/session-api';
import { PageLoader } from '../../components/page-loader';
import { switchLanguage } from '../../i18n';
import { signedOut } from '../../session/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { ShellLayout } from './shell-layout';

/**
 * Before the shell shows, it loads the profile; on failure it signs the user out, either way it
 * then renders. It also loads the subscription (into the subscription slice) and shows the account's language.
 */
export function Shell() {
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  useGetSubscriptionQuery();

  const accountLanguage = profile.data?.account.language;
  useEffect(() => {
    if (accountLanguage) void switchLanguage(accountLanguage);
  }, [accountLanguage]);

  // Only a first load that fails signs out: a later reload (on focus, after Invite Sign) that fails on a
  // network blip keeps the profile it had, and an ended session is signed out by the 401 itself.
  const failed = profile.isError && !profile.data;
  useEffect(() => {
    if (failed) dispatch(signedOut());
  }, [failed, dispatch]);

  if (profile.isLoading) return <PageLoader fullScreen />;
  return <ShellLayout />;
}
