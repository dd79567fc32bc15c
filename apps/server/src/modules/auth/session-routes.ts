import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SessionsResponse } from '@signflow/contract/sessions';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { ownerRoutes } from '../../http/authenticate';
import { contractAnswer, MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { endAccountSession, listOpenSessions, revokeOtherSessions } from '../../platform/sessions';

const profileDoc = routeDocs('profile', 'owner');

/** The account's open sessions (docs/domain.md#accounts-and-sessions): listed, one ended, or all but this one. */
export async function sessionRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const routes = ownerRoutes(app, context.tokens, 'people only');

  routes.get(
    '/v1/profile/sessions',
    {
      config: {
        doc: profileDoc({
          summary:
            "The account's open sessions (signed-in browsers): where and when each was last seen, the current one marked. A signed-in person only",
          success: ok(contractAnswer('SessionsResponse', 'sessions')),
          errors: [403],
        }),
      },
    },
    async (request): Promise<SessionsResponse> => ({
      sessions: (await listOpenSessions(db, request.accountId)).map((row) => ({
        id: row.id,
        current: row.id === request.sessionId,
        userAgent: row.lastSeenUserAgent,
        ip: row.lastSeenIp,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    }),
  );

  routes.delete(
    '/v1/profile/sessions/:id',
    {
      schema: { params: idParams },
      config: {
        doc: profileDoc({
          summary: 'End one open session of the account at once, on every node. A signed-in person only',
          success: ok(MESSAGE_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request) => {
      if (!(await endAccountSession(db, request.accountId, request.params.id))) throw notFound();
      return { message: API_MESSAGES.sessionEnded };
    },
  );

  routes.post(
    '/v1/profile/sessions/end-others',
    {
      config: {
        doc: profileDoc({
          summary: 'End every open session of the account but this one. A signed-in person only',
          success: ok(MESSAGE_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request) => {
      await revokeOtherSessions(db, request.accountId, request.sessionId);
      return { message: API_MESSAGES.otherSessionsEnded };
    },
  );
}
