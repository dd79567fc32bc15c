import { startLocalProvider } from '@signflow/test-oidc/local-provider';
import { E2E_GOOGLE_CLIENT, googleEmailOf } from './google';
import { OIDC_PORT } from './ports';

/**
 * The e2e run's OpenID provider, started by playwright.config.ts beside the app (its GOOGLE_ISSUER): it signs
 * in any login, whatever the password, as a person with a verified address. It runs with oidc-provider's default
 * settings, so the app reads the address at UserInfo (the ID token carries `sub` alone); `E2E_OIDC_SETTINGS=google`
 * puts it in the ID token instead, as Google does.
 */
const provider = await startLocalProvider({
  clients: [E2E_GOOGLE_CLIENT],
  settings: process.env.E2E_OIDC_SETTINGS === 'google' ? 'google' : 'package-defaults',
  port: OIDC_PORT,
  personOf: (login) => ({
    sub: login,
    email: googleEmailOf(login),
    emailVerified: true,
    givenName: 'Grace',
    familyName: 'Hopper',
  }),
});

const stop = async () => {
  await provider.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
