import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { selectIsLoggedIn } from '../../session/auth-slice';
import { useAppSelector } from '../../store/hooks';

/**
 * Sign-in pages send a visitor who is already logged in (or holds a token) to /. This is decided
 * on arrival: someone who signs in on the page itself is sent on by the page (to the remembered location,
 * or to /register/success), and a redirect racing that navigation would win it.
 */
export function PublicOnly() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [loggedInOnArrival] = useState(isLoggedIn);
  if (loggedInOnArrival) return <Navigate to={WEB_ROUTES.home} replace />;
  return <Outlet />;
}
