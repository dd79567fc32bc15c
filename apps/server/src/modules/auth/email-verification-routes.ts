import { verifyEmailSchema } from '@signflow/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { limitRouteBodies, PUBLIC_FORM_BODY_BYTES } from '../../http/body-limits';
import { MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { resendVerification, verifyEmail } from './email-verification-service';

const publicDoc = routeDocs('auth', 'anyone');
const ownerDoc = routeDocs('auth', 'owner');

/**
 * The link mailed at registration, and a new one on request. Opening the link needs no sign-in (it may be
 * opened on another device); asking for a new one does, and is limited per account by the service.
 */
export async function emailVerificationRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  limitRouteBodies(app, PUBLIC_FORM_BODY_BYTES);

  routes.post(
    '/v1/auth/verify-email',
    {
      schema: { body: verifyEmailSchema },
      config: {
        doc: publicDoc({
          summary: "Verify the account's e-mail address with the token of its verification link",
          success: ok(MESSAGE_ANSWER),
        }),
      },
    },
    async (request) => verifyEmail(context.db, request.body.token),
  );

  // Past a cap, 429 with Retry-After (ResendCapReached).
  routes.post(
    '/v1/auth/resend-verification',
    {
      onRequest: authenticate(context.tokens, 'people only'),
      config: {
        doc: ownerDoc({
          summary: 'Mail a new e-mail verification link (retires the earlier ones)',
          success: ok(MESSAGE_ANSWER),
          errors: [403, 409, 429],
        }),
      },
    },
    async (request) => resendVerification(context.db, context.config.appUrl, request.accountId),
  );
}
