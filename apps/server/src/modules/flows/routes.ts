import { API_MESSAGES } from '@signflow/contract/api-errors';
import { approverSchema, createFlowSchema, flowHeaderSchema } from '@signflow/contract/flows';
import { pageQuerySchema } from '@signflow/contract/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { approverParams, idParams } from '../../http/route-params';
import {
  addApprover,
  changeApprover,
  changeFlowHeader,
  createFlow,
  getApprover,
  getApprovers,
  getFlow,
  listFlows,
  removeApprover,
  removeFlow,
} from './service';

/** Approval flows and their approvers. */
export async function flowRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  routes.addHook('onRequest', authenticate(context.tokens));

  routes.post('/v1/flow', { schema: { body: createFlowSchema } }, async (request, reply) => {
    reply.status(201);
    return { flow: await createFlow(db, request.accountId, request.body) };
  });

  routes.get('/v1/flow', { schema: { querystring: pageQuerySchema } }, async (request) =>
    listFlows(db, request.accountId, request.query),
  );

  routes.get('/v1/flow/:id', { schema: { params: idParams } }, async (request) => ({
    flow: await getFlow(db, request.accountId, request.params.id),
  }));

  routes.put('/v1/flow/:id', { schema: { params: idParams, body: flowHeaderSchema } }, async (request) => ({
    flow: await changeFlowHeader(db, request.accountId, request.params.id, request.body),
  }));

  // Both published spellings of deleting a flow stay (docs/api.md#published-spellings).
  const deleteHandler = async (request: { accountId: string; params: { id: string } }) => {
    await removeFlow(db, request.accountId, request.params.id);
    return { message: API_MESSAGES.deleted };
  };
  routes.delete('/v1/flow/:id', { schema: { params: idParams } }, deleteHandler);
  routes.post('/v1/flow/:id/headerDelete', { schema: { params: idParams } }, deleteHandler);

  routes.get('/v1/flow/:id/detail', { schema: { params: idParams } }, async (request) => ({
    details: await getApprovers(db, request.accountId, request.params.id),
  }));

  routes.post('/v1/flow/:id/detail', { schema: { params: idParams, body: approverSchema } }, async (request, reply) => {
    reply.status(201);
    return { detail: await addApprover(db, request.accountId, request.params.id, request.body) };
  });

  routes.get('/v1/flow/:id/detail/:detailId', { schema: { params: approverParams } }, async (request) => ({
    detail: await getApprover(db, request.accountId, request.params.id, request.params.detailId),
  }));

  routes.put(
    '/v1/flow/:id/detail/:detailId',
    { schema: { params: approverParams, body: approverSchema } },
    async (request) => ({
      detail: await changeApprover(db, request.accountId, request.params.id, request.params.detailId, request.body),
    }),
  );

  routes.delete('/v1/flow/:id/detail/:detailId', { schema: { params: approverParams } }, async (request) => {
    await removeApprover(db, request.accountId, request.params.id, request.params.detailId);
    return { message: API_MESSAGES.deleted };
  });
}
