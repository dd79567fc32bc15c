import { z } from 'zod';
import { API_MESSAGES } from './api-errors';
import type { AuthResponse } from './auth';
import { REQUIRED } from './fields';
import { WEB_ROUTES, withQuery } from './web-paths';

/**
 * Sign-in with Google (OpenID Connect) and Facebook (docs/domain.md#accounts-and-sessions): the bodies of their
 * routes, and what a Google redirect tells the login page.
 */

/** The providers an account can sign in with besides its password; `provider` of the external identities. */
export const EXTERNAL_PROVIDERS = ['google', 'facebook'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** The `app` query value a redirect back to /login carries, and so the `signInType` the page sends. */
export const SIGN_IN_TYPES = ['google'] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export const INVALID_TOKEN_MESSAGE = 'Invalid token';
export const UNKNOWN_SIGN_IN_TYPE_MESSAGE = 'Unknown sign-in type';

/** A token handed over by the browser: present, without spaces or control characters, of bounded length. */
const handedToken = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, INVALID_TOKEN_MESSAGE)
    .regex(/^[\x21-\x7e]+$/, INVALID_TOKEN_MESSAGE);

/** POST /v1/auth/google: the one-time code of the redirect to /login (`code`), and its `app`. */
export const googleSignInSchema = z.object({
  token: handedToken(200),
  signInType: z.enum(SIGN_IN_TYPES, { error: UNKNOWN_SIGN_IN_TYPE_MESSAGE }),
});
export type GoogleSignInInput = z.input<typeof googleSignInSchema>;

/**
 * POST /v1/google/register: an ID token Google issued to this app, and the access token issued with it, which
 * reads the e-mail and profile at the provider's UserInfo when the ID token does not carry them.
 */
export const googleRegisterSchema = z.object({ idToken: handedToken(8192), accessToken: handedToken(4096).optional() });
export type GoogleRegisterInput = z.input<typeof googleRegisterSchema>;

/** POST /v1/facebook/login and /v1/facebook/register: a user access token from Facebook Login. */
export const facebookSignInSchema = z.object({ accessToken: handedToken(4096) });
export type FacebookSignInInput = z.input<typeof facebookSignInSchema>;

/** The register answers also carry the access token at the top level, as `token`. */
export interface ExternalRegisterResponse extends AuthResponse {
  token: string;
}

/**
 * Why a Google redirect came back to /login without a code: its `error` query value and the message the page
 * shows, with `{{provider}}` read as Google. Only these keys are read, so a crafted link cannot make the page
 * say something else.
 */
export const GOOGLE_REDIRECT_ERRORS = {
  not_configured: API_MESSAGES.googleNotConfigured,
  unavailable: API_MESSAGES.googleUnavailable,
  denied: API_MESSAGES.googleDenied,
  state: API_MESSAGES.googleStateInvalid,
  code: API_MESSAGES.googleCodeInvalid,
  token: API_MESSAGES.googleTokenInvalid,
  failed: API_MESSAGES.googleFailed,
  email_unverified: API_MESSAGES.externalEmailUnverified,
  email_missing: API_MESSAGES.externalEmailMissing,
} as const satisfies Record<string, string>;
export type GoogleRedirectError = keyof typeof GOOGLE_REDIRECT_ERRORS;

/** The message of a redirect's `error` value; an unknown value reads as the general failure. */
export function googleRedirectMessage(error: string): string {
  return Object.hasOwn(GOOGLE_REDIRECT_ERRORS, error)
    ? GOOGLE_REDIRECT_ERRORS[error as GoogleRedirectError]
    : GOOGLE_REDIRECT_ERRORS.failed;
}

/** Error codes of the web app's on-demand loading of the sign-in libraries (the published names). */
export const ADD_SCRIPT_ERROR = 'ADD_SCRIPT_ERROR';
export const FACEBOOK_ERROR = 'FACEBOOK_ERROR';

/** The query of the provider's redirect to GET /v1/auth/google/callback (RFC 6749 §4.1.2), read loosely. */
const redirectValue = z.string().max(4096, INVALID_TOKEN_MESSAGE).optional();
export const googleCallbackQuerySchema = z.object({
  code: redirectValue,
  state: redirectValue,
  error: redirectValue,
});

/** /login after a Google redirect: `app`, and the one-time `code` to trade, or the `error` to show. */
export function loginReturnPath(values: { app: SignInType; code?: string; error?: GoogleRedirectError }): string {
  return withQuery(WEB_ROUTES.login, values);
}
