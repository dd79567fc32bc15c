import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type ExternalRegisterResponse,
  facebookSignInSchema,
  type GoogleRedirectError,
  googleCallbackQuerySchema,
  googleRegisterSchema,
  googleSignInSchema,
  loginReturnPath,
} from '@signflow/contract/social-sign-in';
import { isTwoFactorChallenge, type TwoFactorChallengeResponse } from '@signflow/contract/two-factor';
import { absoluteLink } from '@signflow/contract/web-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, notFound, unauthorized, unavailable } from '../../http/app-error';
import { limitRouteBodies, PUBLIC_FORM_BODY_BYTES } from '../../http/body-limits';
import { contractAnswer, created, ok, redirect, routeDocs } from '../../http/route-doc';
import { servedOverHttps } from '../../http/security-headers';
import { hashToken } from '../../platform/one-time-tokens';
import { spendToken } from '../../platform/spent-tokens';
import {
  accountForIdentity,
  type ExternalIdentity,
  issueSignInCode,
  redeemSignInCode,
  signInAccount,
} from './external-sign-in';
import { FacebookUnavailable, verifyFacebookToken } from './facebook-graph';
import { createGoogleOpenId, type GoogleFlow, GoogleSignInFailed, type VerifiedIdToken } from './google-openid';

const publicDoc = routeDocs('auth', 'anyone');

/** The cookie that carries a Google sign-in's state, nonce and PKCE verifier, sealed, to the callback. */
const FLOW_COOKIE = 'signflow_google_flow';
const FLOW_COOKIE_PATH = '/v1/auth/google';
const FLOW_PURPOSE = 'google-sign-in';
/** Long enough to sign in at the provider, short enough that a flow left open soon stops mattering. */
const FLOW_TTL_SECONDS = 10 * 60;
export const GOOGLE_CALLBACK_PATH = '/v1/auth/google/callback';
/**
 * The cookie that binds a one-time sign-in code to the browser its callback answered: a code carried to another
 * browser (a link someone was sent, to sign them in to the sender's account) signs nobody in there.
 */
const CODE_COOKIE = 'signflow_google_code';
const CODE_PURPOSE = 'google-sign-in-code';
/** As long as the code lives (issueSignInCode). */
const CODE_TTL_SECONDS = 2 * 60;
/** What registering or signing in with a provider's token answers, in the API document. */
const EXTERNAL_REGISTER_ANSWER = contractAnswer('ExternalRegisterResponse', 'social-sign-in');

/**
 * Sign-in with Google (OpenID Connect, authorization code with state, nonce and PKCE) and with Facebook (a
 * Login access token checked with the Graph API); docs/domain.md#accounts-and-sessions.
 */
export async function externalSignInRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config, sealedValues } = context;
  limitRouteBodies(app, PUBLIC_FORM_BODY_BYTES);
  const deps = { db: context.db, tokens: context.tokens, appUrl: config.appUrl };
  const google = config.google ? createGoogleOpenId(config.google) : null;
  const facebook = config.facebook;
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const registerRateLimit = { max: config.registerRateLimitPerHour, timeWindow: '1 hour' };
  const secureCookie = servedOverHttps(config.appUrl);
  const redirectUri = `${config.appUrl}${GOOGLE_CALLBACK_PATH}`;

  /** Both cookies: sent back to these routes only, never to scripts, and ended by setting them empty with Max-Age=0. */
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAge: number) =>
    reply.setCookie(name, value, {
      path: FLOW_COOKIE_PATH,
      maxAge,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
    });
  /** Back to the login page, which signs in with `code` or shows the message of `error`. */
  const backToLogin = (reply: FastifyReply, values: { code: string } | { error: GoogleRedirectError }) =>
    reply.redirect(absoluteLink(config.appUrl, loginReturnPath({ app: 'google', ...values })), 302);
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const failure = error instanceof GoogleSignInFailed ? error.failure : 'failed';
    if (failure === 'failed' || failure === 'unavailable') request.log.warn({ err: error }, 'Google sign-in failed');
    else request.log.info({ failure, cause: (error as Error).cause }, 'Google sign-in refused');
    return backToLogin(reply, { error: failure });
  };

  routes.get(
    '/v1/auth/google',
    {
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            'Start signing in with Google: redirects the browser to the provider (state, nonce and PKCE kept in a sealed cookie)',
          success: redirect(
            "The provider's authorization page, or /login?app=google&error=… (not configured, unavailable)",
          ),
        }),
      },
    },
    async (request, reply) => {
      if (!google) return backToLogin(reply, { error: 'not_configured' });
      try {
        const { url, flow } = await google.start(redirectUri);
        setCookie(
          reply,
          FLOW_COOKIE,
          await sealedValues.seal(FLOW_PURPOSE, { ...flow }, FLOW_TTL_SECONDS),
          FLOW_TTL_SECONDS,
        );
        return reply.redirect(url.href, 302);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  routes.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: { querystring: googleCallbackQuerySchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            "The provider's return (APP_URL/v1/auth/google/callback): verifies the ID token, finds, links or creates the account",
          success: redirect(
            '/login?app=google&code=… (a one-time code for POST /v1/auth/google), or /login?app=google&error=…',
          ),
        }),
      },
    },
    async (request, reply) => {
      // A flow is used once, whatever happens to it.
      setCookie(reply, FLOW_COOKIE, '', 0);
      if (!google) return backToLogin(reply, { error: 'not_configured' });
      const sealed = request.cookies[FLOW_COOKIE];
      const flow = sealed ? ((await sealedValues.open(FLOW_PURPOSE, sealed)) as GoogleFlow | null) : null;
      // Not started in this browser, or long ago: a redirect someone else started is never completed here.
      if (!flow?.state || !flow.nonce || !flow.verifier || request.query.state !== flow.state) {
        return backToLogin(reply, { error: 'state' });
      }
      try {
        const identity = await google.finish(new URL(request.url, config.appUrl), flow);
        const { accountId } = await accountForIdentity({ deps, identity, origin: { ip: request.ip } });
        const code = await issueSignInCode(context.db, accountId);
        const bound = await sealedValues.seal(CODE_PURPOSE, { codeHash: hashToken(code) }, CODE_TTL_SECONDS);
        // Sent beside the Set-Cookie that ends the flow.
        setCookie(reply, CODE_COOKIE, bound, CODE_TTL_SECONDS);
        return backToLogin(reply, { code });
      } catch (error) {
        if (error instanceof GoogleSignInFailed) return failed(request, reply, error);
        // The account rules' refusals reach the page as theirs.
        if (error instanceof AppError && error.template === API_MESSAGES.externalEmailUnverified) {
          return backToLogin(reply, { error: 'email_unverified' });
        }
        if (error instanceof AppError && error.template === API_MESSAGES.externalEmailMissing) {
          return backToLogin(reply, { error: 'email_missing' });
        }
        throw error;
      }
    },
  );

  routes.post(
    '/v1/auth/google',
    {
      schema: { body: googleSignInSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            'Sign in with the one-time code of a Google redirect (opens a session; 404 when Google is not configured)',
          success: ok(contractAnswer('AuthResponse', 'auth')),
          errors: [401, 404, 429],
        }),
      },
    },
    async (request, reply) => {
      if (!google) throw notFound(API_MESSAGES.googleNotConfigured);
      const sealed = request.cookies[CODE_COOKIE];
      const bound = sealed ? await sealedValues.open(CODE_PURPOSE, sealed) : null;
      // Only the browser the callback answered may trade the code; anywhere else it is as unknown as a wrong one.
      if (bound?.codeHash !== hashToken(request.body.token)) throw unauthorized(API_MESSAGES.googleCodeInvalid);
      setCookie(reply, CODE_COOKIE, '', 0);
      return redeemSignInCode({ deps, code: request.body.token });
    },
  );

  /** Signs in or registers with a verified identity: 201 when it made the account. */
  const registerAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    identity: ExternalIdentity,
  ): Promise<ExternalRegisterResponse | TwoFactorChallengeResponse> => {
    const { accountId, created } = await accountForIdentity({ deps, identity, origin: { ip: request.ip } });
    const answer = await signInAccount({ deps, accountId });
    // An account with two-step sign-in on is never new: its challenge comes back as a password sign-in's would.
    if (isTwoFactorChallenge(answer)) return answer;
    reply.status(created ? 201 : 200);
    return { ...answer, token: answer.tokens.access.token };
  };

  routes.post(
    '/v1/google/register',
    {
      schema: { body: googleRegisterSchema },
      config: {
        rateLimit: registerRateLimit,
        doc: publicDoc({
          summary:
            'Register or sign in with an ID token Google issued to this app, accepted once, and the access token issued with it (201 when the account is new)',
          success: ok(EXTERNAL_REGISTER_ANSWER),
          errors: [401, 404, 409, 429, 503],
        }),
      },
    },
    async (request, reply) => {
      if (!google) throw notFound(API_MESSAGES.googleNotConfigured);
      let verified: VerifiedIdToken | null;
      try {
        verified = await google.verifyIdToken(request.body.idToken, request.body.accessToken);
      } catch (error) {
        if (error instanceof GoogleSignInFailed && error.failure === 'unavailable') {
          request.log.warn({ err: error }, 'Google sign-in failed');
          throw unavailable(API_MESSAGES.googleUnavailable);
        }
        throw error;
      }
      // Accepted once, on whichever app process sees it first: a replay is as invalid as a forged token.
      const firstUse =
        verified && (await spendToken(context.db, `google-id-token:${verified.replayKey}`, verified.acceptedUntil));
      if (!verified || !firstUse) throw unauthorized(API_MESSAGES.googleTokenInvalid);
      return registerAnswer(request, reply, verified.identity);
    },
  );

  const facebookIdentity = async (request: FastifyRequest, accessToken: string) => {
    if (!facebook) throw notFound(API_MESSAGES.facebookNotConfigured);
    try {
      const identity = await verifyFacebookToken(facebook, accessToken);
      if (!identity) throw unauthorized(API_MESSAGES.facebookTokenInvalid);
      return identity;
    } catch (error) {
      if (!(error instanceof FacebookUnavailable)) throw error;
      request.log.warn({ err: error }, 'Facebook sign-in failed');
      throw unavailable(API_MESSAGES.facebookUnavailable);
    }
  };

  routes.post(
    '/v1/facebook/login',
    {
      schema: { body: facebookSignInSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            'Sign in with a Facebook Login access token, checked with the Graph API (201 when the account is new)',
          success: ok(EXTERNAL_REGISTER_ANSWER),
          errors: [401, 404, 409, 429, 503],
        }),
      },
    },
    async (request, reply) => registerAnswer(request, reply, await facebookIdentity(request, request.body.accessToken)),
  );

  routes.post(
    '/v1/facebook/register',
    {
      schema: { body: facebookSignInSchema },
      config: {
        rateLimit: registerRateLimit,
        doc: publicDoc({
          summary:
            'Register with a Facebook Login access token: the same rules as its sign-in (201 when the account is new)',
          success: created(EXTERNAL_REGISTER_ANSWER),
          errors: [401, 404, 409, 429, 503],
        }),
      },
    },
    async (request, reply) => registerAnswer(request, reply, await facebookIdentity(request, request.body.accessToken)),
  );
}
