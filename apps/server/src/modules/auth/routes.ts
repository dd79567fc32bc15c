import { API_MESSAGES } from '@signflow/contract/api-errors';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@signflow/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { login, register, requestPasswordReset, resetPassword } from './service';

export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: context.db, tokens: context.tokens, mailer: context.mailer, appUrl: context.config.appUrl };
  // Login and forgot-password are rate limited per client address (DESIGN §6).
  const rateLimit = { max: context.config.authRateLimitPerMinute, timeWindow: '1 minute' };

  routes.post('/v1/auth/register', { schema: { body: registerSchema } }, async (request, reply) => {
    reply.status(201);
    return register(deps, request.body);
  });

  routes.post('/v1/auth/login', { schema: { body: loginSchema }, config: { rateLimit } }, async (request) =>
    login(deps, request.body),
  );

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
}
