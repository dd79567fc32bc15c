import { APP_URL } from './ports';

/** The app's client at the e2e run's OpenID provider: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET of the app. */
export const E2E_GOOGLE_CLIENT = {
  clientId: 'signflow-e2e',
  clientSecret: 'signflow-e2e-secret',
  redirectUris: [`${APP_URL}/v1/auth/google/callback`],
};

/** The e-mail address the provider gives a login: each login is a person with a verified address. */
export function googleEmailOf(login: string): string {
  return `${login}@google.example.com`;
}
