import type { AuthUser } from '@signflow/contract/auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../app/providers';
import { signedIn } from '../session/auth-slice';
import { createStore } from '../store/store';
import { type ApiRoutes, stubApi } from './api-stub';

/** The owner a screen is signed in as, unless the test says otherwise. */
export const OWNER: AuthUser = {
  id: 'owner-1',
  email: 'olivia@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  language: 'en',
  emailVerified: true,
};

interface ScreenOptions {
  /** Where the screen opens, e.g. '/user-sign?token=abc': `ui` is routed at its path, any other path shows nothing. */
  url?: string;
  /** Signed in as OWNER (true by default), or not (a signer's link). */
  signedIn?: boolean;
  /** How the API answers (api-stub.ts); unrouted calls answer 404. */
  api?: ApiRoutes;
  /** The route `ui` is mounted at, when it reads parameters of its path ('/templates/:id/fields'); else `url`'s path. */
  path?: string;
}

/** Shows where the router is, so a test sees where a screen sent the user. */
function AddressShown() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The address the router is at (path and query) after the screen's navigation. */
export function addressShown(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent ?? '';
}

/**
 * Renders a screen as the app does (providers.tsx: the store with RTK Query, Mantine, the toasts; i18n in English
 * from setup.ts), inside a router at `url`, with the API answered by a stub. Returns the user to drive it with
 * (user-event), the API stub to read the calls it made, and the store.
 */
export function renderScreen(
  ui: ReactElement,
  { url = '/', signedIn: asOwner = true, api: routes, path }: ScreenOptions = {},
) {
  const api = stubApi(routes);
  const store = createStore();
  if (asOwner) store.dispatch(signedIn({ token: 'owner-token', user: OWNER }));
  // No pause between keys: the screens wait for no timer between them, and the tests run faster.
  const user = userEvent.setup({ delay: null });
  const { pathname } = new URL(url, document.baseURI);
  const view = render(
    <Providers store={store} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path ?? pathname} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <AddressShown />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, user, api, store };
}
