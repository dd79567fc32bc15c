import {
  RECOVERY_CODE_COUNT,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSignInSchema,
} from '@signflow/contract/two-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { limitRouteBodies, PUBLIC_FORM_BODY_BYTES } from '../../http/body-limits';
import { contractAnswer, MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { createLoginLockout } from './login-lockout';
import { openSignedInSession } from './service';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  setUpTwoFactor,
  type TwoFactorDeps,
} from './two-factor';

const publicDoc = routeDocs('auth', 'anyone');
const profileDoc = routeDocs('profile', 'owner');

/** Two-step sign-in (docs/domain.md#two-step-sign-in): its second step, and turning it on and off from Profile. */
export async function twoFactorRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = context;
  limitRouteBodies(app, PUBLIC_FORM_BODY_BYTES);
  const deps: TwoFactorDeps = {
    db: context.db,
    tokens: context.tokens,
    appUrl: config.appUrl,
    loginLockout: createLoginLockout(context.db, config.loginLockoutAfterFailures),
    authenticatorSecrets: context.authenticatorSecrets,
  };
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const person = authenticate(context.tokens, 'people only');

  routes.post(
    '/v1/auth/two-factor',
    {
      schema: { body: twoFactorSignInSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            "A sign-in's second step: the challenge its first step answered and a code from the authenticator app, or a recovery code (used once); opens the session. A wrong code counts toward the sign-in lockout",
          success: ok(contractAnswer('AuthResponse', 'auth')),
          errors: [401, 429],
        }),
      },
    },
    async (request) =>
      completeTwoFactorSignIn({
        deps,
        body: request.body,
        answer: (accountId) => openSignedInSession(context.tokens, context.db, accountId),
      }),
  );

  routes.post(
    '/v1/profile/two-factor/setup',
    {
      onRequest: person,
      config: {
        doc: profileDoc({
          summary:
            'Start turning two-step sign-in on: a new authenticator secret, in text and as the otpauth:// link its QR code holds. A signed-in person only',
          success: ok(contractAnswer('TwoFactorSetupResponse', 'two-factor')),
          errors: [403, 409],
        }),
      },
    },
    async (request) => setUpTwoFactor({ deps, accountId: request.accountId }),
  );

  routes.post(
    '/v1/profile/two-factor/enable',
    {
      schema: { body: twoFactorEnableSchema },
      onRequest: person,
      config: {
        rateLimit,
        doc: profileDoc({
          summary: `Turn two-step sign-in on with a first code from the app and the password (left out by an account without one): answers the ${RECOVERY_CODE_COUNT} recovery codes, shown this once, and mails the owner. A wrong password counts toward the sign-in lockout. A signed-in person only`,
          success: ok(contractAnswer('RecoveryCodesResponse', 'two-factor')),
          errors: [403, 409, 429],
        }),
      },
    },
    async (request) => enableTwoFactor({ deps, accountId: request.accountId, body: request.body }),
  );

  routes.post(
    '/v1/profile/two-factor/disable',
    {
      schema: { body: twoFactorDisableSchema },
      onRequest: person,
      config: {
        rateLimit,
        doc: profileDoc({
          summary:
            'Turn two-step sign-in off: the password (left out by an account without one) and a code or recovery code; mails the owner. A signed-in person only',
          success: ok(MESSAGE_ANSWER),
          errors: [403, 409, 429],
        }),
      },
    },
    async (request) => disableTwoFactor({ deps, accountId: request.accountId, body: request.body }),
  );
}
