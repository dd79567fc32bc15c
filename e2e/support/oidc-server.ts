import { startLocalProvider } from '@signflow/test-oidc/local-provider';
import { E2E_GOOGLE_CLIENT, googleEmailOf } from './google';
import { OIDC_PORT } from './ports';

/**
 * The e2e run's OpenID provider, started by playwright.config.ts beside the app (its GOOGLE_ISSUER): it signs
 * in any login, whatever the password, as a person with a verified address.
 */
const provider = await startLocalProvider({
  clients: [E2E_GOOGLE_CLIENT],
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
