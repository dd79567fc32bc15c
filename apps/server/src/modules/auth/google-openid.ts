import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config';
import type { ExternalIdentity } from './external-sign-in';

/** Why a Google redirect could not sign in: the `error` value the login page receives (contract social-sign-in.ts). */
export type GoogleFailure = 'unavailable' | 'denied' | 'state' | 'code' | 'token' | 'failed';

export class GoogleSignInFailed extends Error {
  constructor(
    readonly failure: GoogleFailure,
    options?: { cause?: unknown },
  ) {
    super(`Google sign-in failed: ${failure}`, options);
  }
}

/** What the browser keeps for one sign-in until the provider sends it back (sealed in a cookie). */
export interface GoogleFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The app as an OpenID Connect client of Google (or of GOOGLE_ISSUER): the authorization-code flow with state,
 * nonce and PKCE, and the check of an ID token handed over directly.
 */
export interface GoogleOpenId {
  /** Where to send the browser, and what it must bring back. */
  start(redirectUri: string): Promise<{ url: URL; flow: GoogleFlow }>;
  /** Trades the code of the provider's redirect for a verified ID token: issuer, audience, nonce, signature. */
  finish(callbackUrl: URL, flow: GoogleFlow): Promise<ExternalIdentity>;
  /** An ID token issued to this app, its signature checked against the issuer's keys; null when it is not one. */
  verifyIdToken(idToken: string): Promise<ExternalIdentity | null>;
}

const SCOPE = 'openid email profile';
/** Each call to the provider gives up after this long (openid-client counts seconds). */
const TIMEOUT_SECONDS = 10;
/** An ID token handed over directly must have been issued this recently: it is not a long-lived credential. */
const ID_TOKEN_MAX_AGE = '10 minutes';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function identityOf(claims: JWTPayload | oidc.IDToken): ExternalIdentity {
  const subject = text(claims.sub);
  if (!subject) throw new GoogleSignInFailed('token');
  return {
    provider: 'google',
    subject,
    email: text(claims.email),
    // Some providers send the claim as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name) ?? text(claims.name),
    lastName: text(claims.family_name),
    locale: text(claims.locale),
  };
}

function isNetworkFailure(error: unknown): boolean {
  return (
    (error instanceof TypeError && /fetch/i.test(error.message)) ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    (error instanceof oidc.ClientError && error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM')
  );
}

/** Names what went wrong in the exchange, for the page (GoogleFailure) and the log (the cause). */
function failureOf(error: unknown): GoogleSignInFailed {
  if (error instanceof GoogleSignInFailed) return error;
  if (error instanceof oidc.AuthorizationResponseError) return new GoogleSignInFailed('denied', { cause: error });
  // The token endpoint refused the code: used before, expired, or issued for another redirect.
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
    return new GoogleSignInFailed('code', { cause: error });
  }
  if (isNetworkFailure(error)) return new GoogleSignInFailed('unavailable', { cause: error });
  // The ID token's issuer, audience, nonce, signature or times did not hold.
  if (error instanceof oidc.ClientError || error instanceof joseErrors.JOSEError) {
    return new GoogleSignInFailed('token', { cause: error });
  }
  return new GoogleSignInFailed('failed', { cause: error });
}

export function createGoogleOpenId(config: GoogleConfig): GoogleOpenId {
  let discovered: Promise<{ client: oidc.Configuration; keys: ReturnType<typeof createRemoteJWKSet> }> | undefined;

  /** Discovered once, on first use; a failed discovery is tried again at the next sign-in. */
  function discover() {
    discovered ??= (async () => {
      const client = await oidc.discovery(
        new URL(config.issuer),
        config.clientId,
        { client_secret: config.clientSecret, id_token_signed_response_alg: 'RS256' },
        oidc.ClientSecretPost(config.clientSecret),
        { execute: config.allowInsecureIssuer ? [oidc.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
      );
      // The ID token of the code exchange is checked against the issuer's keys too, not only trusted as TLS sent it.
      oidc.enableNonRepudiationChecks(client);
      const jwksUri = client.serverMetadata().jwks_uri;
      if (!jwksUri) throw new GoogleSignInFailed('unavailable');
      return { client, keys: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: TIMEOUT_SECONDS * 1000 }) };
    })();
    discovered.catch(() => {
      discovered = undefined;
    });
    return discovered.catch((error: unknown) => {
      throw new GoogleSignInFailed('unavailable', { cause: error });
    });
  }

  return {
    async start(redirectUri) {
      const { client } = await discover();
      const flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return { url, flow };
    },

    async finish(callbackUrl, flow) {
      const { client } = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new GoogleSignInFailed('token');
        return identityOf(claims);
      } catch (error) {
        throw failureOf(error);
      }
    },

    async verifyIdToken(idToken) {
      const { client, keys } = await discover();
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: client.serverMetadata().issuer,
          audience: config.clientId,
          maxTokenAge: ID_TOKEN_MAX_AGE,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        // A token with several audiences is for the party it names as authorized.
        if (payload.azp !== undefined && payload.azp !== config.clientId) return null;
        return identityOf(payload);
      } catch (error) {
        if (error instanceof joseErrors.JWKSTimeout || isNetworkFailure(error)) {
          throw new GoogleSignInFailed('unavailable', { cause: error });
        }
        if (error instanceof joseErrors.JOSEError || error instanceof GoogleSignInFailed) return null;
        throw error;
      }
    },
  };
}
