import { createHash } from 'node:crypto';
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

/** An ID token handed over directly that passed every check, and what it takes to accept it only once. */
export interface VerifiedIdToken {
  identity: ExternalIdentity;
  /** Names the token whatever way its signature is written (replayKeyOf). */
  replayKey: string;
  /** From then on the token is refused anyway (expired, or issued too long ago): how long to remember it. */
  acceptedUntil: Date;
}

/**
 * The app as an OpenID Connect client of Google (or of GOOGLE_ISSUER): the authorization-code flow with state,
 * nonce and PKCE, and the check of an ID token handed over directly. Where the ID token does not carry the
 * e-mail (a provider following OpenID Connect Core 5.4 answers the claims asked for by scope at UserInfo only),
 * the e-mail and profile are read from the provider's UserInfo with the access token, for the same subject.
 */
export interface GoogleOpenId {
  /** Where to send the browser, and what it must bring back. */
  start(redirectUri: string): Promise<{ url: URL; flow: GoogleFlow }>;
  /** Trades the code of the provider's redirect for a verified ID token: issuer, audience, nonce, signature. */
  finish(callbackUrl: URL, flow: GoogleFlow): Promise<ExternalIdentity>;
  /**
   * An ID token issued to this app, its signature checked against the issuer's keys, with the access token
   * issued beside it if the client has one; null when the token is not one (nor the access token its person's).
   */
  verifyIdToken(idToken: string, accessToken?: string): Promise<VerifiedIdToken | null>;
}

const SCOPE = 'openid email profile';
/** Each call to the provider gives up after this long (openid-client counts seconds). */
const TIMEOUT_SECONDS = 10;
/** An ID token handed over directly must have been issued this recently: it is not a long-lived credential. */
const ID_TOKEN_MAX_AGE_SECONDS = 10 * 60;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

type Claims = JWTPayload | oidc.IDToken | oidc.UserInfoResponse;

function identityOf(claims: Claims): ExternalIdentity {
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

/** Whether the ID token speaks of the address itself; otherwise the provider answers it at UserInfo. */
function carriesEmail(claims: Claims): boolean {
  return claims.email !== undefined && claims.email_verified !== undefined;
}

/**
 * The token's signed part (header and payload as sent) hashed: a signature can be written several ways that all
 * verify (base64url's spare bits in its last character, an ECDSA signature's other half), so the token's whole
 * text would not name it once; the signed part cannot change without the issuer's key.
 */
function replayKeyOf(idToken: string): string {
  const signedPart = idToken.slice(0, idToken.lastIndexOf('.'));
  return createHash('sha256').update(signedPart).digest('hex');
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
  // The ID token's issuer, audience, nonce, signature or times did not hold; UserInfo refused the access token,
  // or answered for another subject than the ID token's.
  if (
    error instanceof oidc.ClientError ||
    error instanceof joseErrors.JOSEError ||
    error instanceof oidc.WWWAuthenticateChallengeError
  ) {
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

  /**
   * The claims of the identity: the ID token's, or, when it lacks the address, those UserInfo answers over them,
   * read with the access token issued beside it and refused unless they are about the ID token's subject.
   */
  async function profileClaims(client: oidc.Configuration, idToken: Claims, accessToken: string | undefined) {
    if (carriesEmail(idToken) || !accessToken || !client.serverMetadata().userinfo_endpoint) return idToken;
    const subject = text(idToken.sub);
    if (!subject) throw new GoogleSignInFailed('token');
    return { ...idToken, ...(await oidc.fetchUserInfo(client, accessToken, subject)), sub: subject };
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
        return identityOf(await profileClaims(client, claims, tokens.access_token));
      } catch (error) {
        throw failureOf(error);
      }
    },

    async verifyIdToken(idToken, accessToken) {
      const { client, keys } = await discover();
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: client.serverMetadata().issuer,
          audience: config.clientId,
          maxTokenAge: ID_TOKEN_MAX_AGE_SECONDS,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        // A token with several audiences is for the party it names as authorized.
        if (payload.azp !== undefined && payload.azp !== config.clientId) return null;
        const identity = identityOf(await profileClaims(client, payload, accessToken));
        const refusedFrom = Math.min(Number(payload.exp), Number(payload.iat) + ID_TOKEN_MAX_AGE_SECONDS);
        return { identity, replayKey: replayKeyOf(idToken), acceptedUntil: new Date(refusedFrom * 1000) };
      } catch (error) {
        if (error instanceof joseErrors.JWKSTimeout) throw new GoogleSignInFailed('unavailable', { cause: error });
        const failure = failureOf(error);
        if (failure.failure === 'token') return null;
        if (failure.failure === 'unavailable') throw failure;
        throw error;
      }
    },
  };
}
