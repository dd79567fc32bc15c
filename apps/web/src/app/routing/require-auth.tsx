import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsLoggedIn } from '../../session/auth-slice';
import { returnStateFor } from '../../session/return-path';
import { useAppSelector } from '../../store/hooks';

/** Routes that need login: others go to /login, which remembers where they were going. */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={WEB_ROUTES.login} replace state={returnStateFor(location)} />;
  return <Outlet />;
}
