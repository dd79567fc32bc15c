import { SIGNING_SESSION_HEADER } from '@signflow/contract/signer-verification';

/**
 * A signer's passed check lasts for this tab (docs/domain.md#signer-verification): its session token is kept in
 * sessionStorage under the link's token, and sent with every call of that link in X-Signing-Session.
 */
const keyOf = (linkToken: string) => `signflow.signing-session.${linkToken}`;

export function signingSessionOf(linkToken: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(linkToken));
  } catch {
    return null;
  }
}

export function keepSigningSession(linkToken: string, sessionToken: string): void {
  try {
    sessionStorage.setItem(keyOf(linkToken), sessionToken);
  } catch {
    // Storage refused (a private mode): the check is asked for again on the next load.
  }
}

/** The headers a signer's call carries: the session's, once the check was passed in this tab. */
export function signingSessionHeaders(linkToken: string): Record<string, string> {
  const session = signingSessionOf(linkToken);
  return session ? { [SIGNING_SESSION_HEADER]: session } : {};
}
