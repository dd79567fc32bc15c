import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@signflow/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { limitRouteBodies, PUBLIC_FORM_BODY_BYTES } from '../../http/body-limits';
import { contractAnswer, created, MESSAGE_ANSWER, noContent, ok, routeDocs } from '../../http/route-doc';
import { changePassword } from './change-password';
import { createLoginLockout } from './login-lockout';
import { login, logout, register, requestPasswordReset, resetPassword } from './service';

const publicDoc = routeDocs('auth', 'anyone');
const ownerDoc = routeDocs('auth', 'owner');
const profileDoc = routeDocs('profile', 'owner');

export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = context;
  limitRouteBodies(app, PUBLIC_FORM_BODY_BYTES);
  const deps = {
    db: context.db,
    tokens: context.tokens,
    appUrl: config.appUrl,
    loginLockout: createLoginLockout(context.db, config.loginLockoutAfterFailures),
  };
  // Per client address, counted in the database so every app process shares the count (README, Security).
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const registerRateLimit = { max: config.registerRateLimitPerHour, timeWindow: '1 hour' };

  routes.post(
    '/v1/auth/register',
    {
      schema: { body: registerSchema },
      config: {
        rateLimit: registerRateLimit,
        doc: publicDoc({
          summary: 'Register an account (starts its trial and mails an e-mail verification link)',
          success: created(contractAnswer('AuthResponse', 'auth')),
          errors: [409, 429],
        }),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return register(deps, request.body);
    },
  );

  // While the e-mail is locked, 429 with Retry-After (LoginLockedOut).
  routes.post(
    '/v1/auth/login',
    {
      schema: { body: loginSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            'Sign in with e-mail and password: opens a session, or for an account with two-step sign-in on, answers `TwoFactorChallengeResponse` (packages/contract/src/two-factor.ts) for POST /v1/auth/two-factor',
          success: ok(contractAnswer('AuthResponse', 'auth')),
          errors: [401, 429],
        }),
      },
    },
    async (request) => login(deps, request.body),
  );

  routes.post(
    '/v1/auth/logout',
    {
      onRequest: authenticate(context.tokens, 'people only'),
      config: {
        doc: ownerDoc({
          summary: 'Sign out: ends the session of this token',
          success: noContent('No body'),
          errors: [403],
        }),
      },
    },
    async (request, reply) => {
      await logout(deps, request.sessionId);
      return reply.status(204).send();
    },
  );

  routes.post(
    '/v1/auth/forgot-password',
    {
      schema: { body: forgotPasswordSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary: 'Mail a password reset link (the same answer for every e-mail)',
          success: ok(MESSAGE_ANSWER),
          errors: [429],
        }),
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: API_MESSAGES.resetRequested };
    },
  );

  routes.post(
    '/v1/auth/reset-password',
    {
      schema: { body: resetPasswordSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary: "Set a new password with a reset link's token (ends every session of the account)",
          success: ok(MESSAGE_ANSWER),
          errors: [429],
        }),
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: API_MESSAGES.passwordReset };
    },
  );

  // The Profile's password: a signed-in owner's, so under /v1/profile; here because passwords, their lockout
  // and sessions are this module's.
  routes.put(
    '/v1/profile/password',
    {
      schema: { body: changePasswordSchema },
      onRequest: authenticate(context.tokens, 'people only'),
      config: {
        rateLimit,
        doc: profileDoc({
          summary:
            "Change the password: the current one (left out by an account without one yet) and the new one; ends the account's other sessions and mails the owner; a wrong current password counts toward the login lockout",
          success: ok(MESSAGE_ANSWER),
          errors: [403, 429],
        }),
      },
    },
    async (request) =>
      changePassword({
        db: deps.db,
        appUrl: deps.appUrl,
        loginLockout: deps.loginLockout,
        accountId: request.accountId,
        sessionId: request.sessionId,
        input: request.body,
      }),
  );
}
