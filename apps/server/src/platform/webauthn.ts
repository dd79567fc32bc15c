import type { AuthenticationResponseJSON, RegistrationResponseJSON, WebAuthnCredential } from '@simplewebauthn/server';
import { loadOnFirstUse } from './load-on-first-use';

/** Loaded at the first passkey ceremony: an idle server does not hold the library (about 20 MB). */
const simpleWebAuthn = loadOnFirstUse(() => import('@simplewebauthn/server'));

/** The relying party's name an authenticator shows beside the passkey. */
const RP_NAME = 'SignFlow';

/** A stored passkey as WebAuthn needs it back: its id, its public key (base64url), its counter and transports. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/**
 * The WebAuthn ceremonies (passkeys) of this installation, through @simplewebauthn/server: the relying party is
 * APP_URL's host, and only answers made on APP_URL's origin are accepted. A passkey must verify its user (a PIN, a
 * fingerprint), so it counts as both steps of a sign-in.
 */
export function createWebAuthn(appUrl: string) {
  const { hostname: rpID, origin } = new URL(appUrl);
  return {
    async registrationOptions(user: { accountId: string; email: string }, existing: StoredPasskey[]) {
      const { generateRegistrationOptions } = await simpleWebAuthn();
      return generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userID: new TextEncoder().encode(user.accountId),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    },
    /** The new credential, or null when the answer does not verify (any malformed answer included). */
    async verifyRegistration(response: unknown, expectedChallenge: string): Promise<StoredPasskey | null> {
      const { verifyRegistrationResponse } = await simpleWebAuthn();
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
        if (!result.verified) return null;
        const { credential } = result.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
        };
      } catch {
        return null;
      }
    },
    async authenticationOptions() {
      // No list of credentials: the browser offers the passkeys it holds for this site (discoverable credentials).
      const { generateAuthenticationOptions } = await simpleWebAuthn();
      return generateAuthenticationOptions({ rpID, userVerification: 'required' });
    },
    /** The credential id a sign-in's answer names, to find its stored passkey by; null for a malformed answer. */
    credentialIdOf(response: unknown): string | null {
      const id = (response as { id?: unknown }).id;
      return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null;
    },
    /** The passkey's new counter when the answer verifies; null otherwise. */
    async verifyAuthentication(
      response: unknown,
      expectedChallenge: string,
      passkey: StoredPasskey,
    ): Promise<number | null> {
      const credential: WebAuthnCredential = {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      };
      const { verifyAuthenticationResponse } = await simpleWebAuthn();
      try {
        const result = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential,
          requireUserVerification: true,
        });
        return result.verified ? result.authenticationInfo.newCounter : null;
      } catch {
        return null;
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof createWebAuthn>;
type AuthenticatorTransport = NonNullable<WebAuthnCredential['transports']>[number];
