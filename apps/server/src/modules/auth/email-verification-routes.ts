import { verifyEmailSchema } from '@signflow/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { ResendCapReached, resendVerification, verifyEmail } from './email-verification-service';

/**
 * The link mailed at registration, and a new one on request. Opening the link needs no sign-in (it may be
 * opened on another device); asking for a new one does, and is limited per account by the service.
 */
export async function emailVerificationRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/v1/auth/verify-email', { schema: { body: verifyEmailSchema } }, async (request) =>
    verifyEmail(context.db, request.body.token),
  );

  routes.post('/v1/auth/resend-verification', { onRequest: authenticate(context.tokens) }, async (request, reply) => {
    try {
      return await resendVerification(context.db, context.config.appUrl, request.accountId);
    } catch (error) {
      if (error instanceof ResendCapReached) reply.header('Retry-After', error.retryAfterSeconds);
      throw error;
    }
  });
}
