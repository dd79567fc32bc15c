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
import { changePassword } from './change-password';
import { createLoginLockout, LoginLockedOut } from './login-lockout';
import { login, logout, register, requestPasswordReset, resetPassword } from './service';

export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = context;
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
    { schema: { body: registerSchema }, config: { rateLimit: registerRateLimit } },
    async (request, reply) => {
      reply.status(201);
      return register(deps, request.body);
    },
  );

  routes.post('/v1/auth/login', { schema: { body: loginSchema }, config: { rateLimit } }, async (request, reply) => {
    try {
      return await login(deps, request.body);
    } catch (error) {
      if (error instanceof LoginLockedOut) reply.header('Retry-After', error.retryAfterSeconds);
      throw error;
    }
  });

  routes.post('/v1/auth/logout', { onRequest: authenticate(context.tokens) }, async (request, reply) => {
    await logout(deps, request.sessionId);
    return reply.status(204).send();
  });

  routes.post(
    '/v1/auth/forgot-password',
    { schema: { body: forgotPasswordSchema }, config: { rateLimit } },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: API_MESSAGES.resetRequested };
    },
  );

  routes.post(
    '/v1/auth/reset-password',
    { schema: { body: resetPasswordSchema }, config: { rateLimit } },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: API_MESSAGES.passwordReset };
    },
  );

  // The Profile's password: a signed-in owner's, so under /v1/profile; here because passwords, their lockout
  // and sessions are this module's.
  routes.put(
    '/v1/profile/password',
    { schema: { body: changePasswordSchema }, onRequest: authenticate(context.tokens), config: { rateLimit } },
    async (request, reply) => {
      try {
        return await changePassword({
          db: deps.db,
          appUrl: deps.appUrl,
          loginLockout: deps.loginLockout,
          accountId: request.accountId,
          sessionId: request.sessionId,
          input: request.body,
        });
      } catch (error) {
        if (error instanceof LoginLockedOut) reply.header('Retry-After', error.retryAfterSeconds);
        throw error;
      }
    },
  );
}
