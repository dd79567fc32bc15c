import { addPasskeySchema, passkeyAddingOptionsSchema, passkeySignInSchema } from '@signflow/contract/passkeys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { limitRouteBodies } from '../../http/body-limits';
import { contractAnswer, created, MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { createWebAuthn } from '../../platform/webauthn';
import { createLoginLockout } from './login-lockout';
import {
  addPasskey,
  listPasskeys,
  type PasskeyDeps,
  passkeyAddingOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
} from './passkeys';
import { openSignedInSession } from './service';

const publicDoc = routeDocs('auth', 'anyone');
const profileDoc = routeDocs('profile', 'owner');
/** A browser's WebAuthn answer (attestation 'none') is a few kilobytes at most. */
const PASSKEY_BODY_BYTES = 16 * 1024;
const OPTIONS_ANSWER = contractAnswer('PasskeyOptionsResponse', 'passkeys');

/** Passkeys (docs/domain.md#passkeys): added and removed from Profile by a signed-in person; a sign-in with one. */
export async function passkeyRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = context;
  limitRouteBodies(app, PASSKEY_BODY_BYTES);
  const deps: PasskeyDeps = {
    db: context.db,
    appUrl: config.appUrl,
    webAuthn: createWebAuthn(config.appUrl),
    sealedValues: context.sealedValues,
    loginLockout: createLoginLockout(context.db, config.loginLockoutAfterFailures),
  };
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: '1 minute' };
  const person = authenticate(context.tokens, 'people only');

  routes.get(
    '/v1/profile/passkeys',
    {
      onRequest: person,
      config: {
        doc: profileDoc({
          summary: "The account's passkeys. A signed-in person only",
          success: ok(`{ passkeys: ${contractAnswer('PasskeySummary', 'passkeys')}[] }`),
          errors: [403],
        }),
      },
    },
    async (request) => listPasskeys({ db: context.db, accountId: request.accountId }),
  );

  routes.post(
    '/v1/profile/passkeys/options',
    {
      schema: { body: passkeyAddingOptionsSchema },
      onRequest: person,
      config: {
        rateLimit,
        doc: profileDoc({
          summary:
            "Start adding a passkey, with the account's password (`{ password }`; an account without one sends none): the options for the browser's navigator.credentials.create, and the sealed ceremony to hand back (five minutes). A wrong password counts toward the sign-in lockout. A signed-in person only",
          success: ok(OPTIONS_ANSWER),
          errors: [403, 429],
        }),
      },
    },
    async (request) => passkeyAddingOptions({ deps, accountId: request.accountId, password: request.body?.password }),
  );

  routes.post(
    '/v1/profile/passkeys',
    {
      schema: { body: addPasskeySchema },
      onRequest: person,
      config: {
        rateLimit,
        doc: profileDoc({
          summary:
            'Add the passkey the browser made for the ceremony, named; mails the owner. 400 when it does not verify. A signed-in person only',
          success: created(`{ passkey: ${contractAnswer('PasskeySummary', 'passkeys')} }`),
          errors: [403, 429],
        }),
      },
    },
    async (request, reply) => {
      const answer = await addPasskey({ deps, accountId: request.accountId, body: request.body });
      reply.status(201);
      return answer;
    },
  );

  routes.delete(
    '/v1/profile/passkeys/:id',
    {
      schema: { params: idParams },
      onRequest: person,
      config: {
        doc: profileDoc({
          summary: 'Remove a passkey. A signed-in person only',
          success: ok(MESSAGE_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request) => removePasskey({ db: context.db, accountId: request.accountId, passkeyId: request.params.id }),
  );

  routes.post(
    '/v1/auth/passkey/options',
    {
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            "Start a sign-in with a passkey: the options for the browser's navigator.credentials.get (any passkey of this site), and the sealed ceremony to hand back",
          success: ok(OPTIONS_ANSWER),
          errors: [429],
        }),
      },
    },
    async () => passkeySignInOptions({ deps }),
  );

  routes.post(
    '/v1/auth/passkey',
    {
      schema: { body: passkeySignInSchema },
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            'Sign in with a passkey: it verified its user, so it stands for both steps (no authenticator code after it). 401 for an unknown passkey or an answer that does not verify',
          success: ok(contractAnswer('AuthResponse', 'auth')),
          errors: [401, 429],
        }),
      },
    },
    async (request) =>
      signInWithPasskey({
        deps,
        body: request.body,
        openSession: (accountId) => openSignedInSession(context.tokens, context.db, accountId),
      }),
  );
}
