import { API_MESSAGES } from '@signflow/contract/api-errors';
import { approverSchema, createFlowSchema, flowChangeSchema } from '@signflow/contract/flows';
import { pageQuerySchema } from '@signflow/contract/paging';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ownerRoutes } from '../../http/authenticate';
import { contractAnswer, created, MESSAGE_ANSWER, ok, pagedAnswer, routeDocs } from '../../http/route-doc';
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

const flowDoc = routeDocs('flows', 'owner');

const FLOW_ANSWER = contractAnswer('FlowResponse', 'flows');
const APPROVER_ANSWER = contractAnswer('FlowDetailResponse', 'flows');

/** Approval flows and their approvers. */
export async function flowRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const routes = ownerRoutes(app, context.tokens);

  routes.post(
    '/v1/flow',
    {
      schema: { body: createFlowSchema },
      config: {
        doc: flowDoc({
          summary:
            'Create an approval flow with its approvers: `approvers`, the whole list in its order (the flow editor), or `approverCount` empty approvers at `approvalLevel`, to fill in one by one',
          success: created(FLOW_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { flow: await createFlow(db, request.accountId, request.body) };
    },
  );

  routes.get(
    '/v1/flow',
    {
      schema: { querystring: pageQuerySchema },
      config: {
        doc: flowDoc({
          summary: "A page of the account's flows",
          success: ok(pagedAnswer('FlowHeader', 'flows')),
        }),
      },
    },
    async (request) => listFlows(db, request.accountId, request.query),
  );

  routes.get(
    '/v1/flow/:id',
    {
      schema: { params: idParams },
      config: {
        doc: flowDoc({
          summary: 'One flow',
          success: ok(FLOW_ANSWER),
        }),
      },
    },
    async (request) => ({
      flow: await getFlow(db, request.accountId, request.params.id),
    }),
  );

  routes.put(
    '/v1/flow/:id',
    {
      schema: { params: idParams, body: flowChangeSchema },
      config: {
        doc: flowDoc({
          summary:
            'Rename a flow and set its description and, with `approvers`, its whole list of approvers in their order, in one change: a row with the `flowDetailId` of one of its approvers changes that one, a row without adds one, an approver left out is removed (documents already uploaded keep theirs)',
          success: ok(FLOW_ANSWER),
        }),
      },
    },
    async (request) => ({
      flow: await changeFlowHeader(db, request.accountId, request.params.id, request.body),
    }),
  );

  // Both published spellings of deleting a flow stay (docs/api.md#published-spellings).
  const deleteHandler = async (request: { accountId: string; params: { id: string } }) => {
    await removeFlow(db, request.accountId, request.params.id);
    return { message: API_MESSAGES.deleted };
  };
  routes.delete(
    '/v1/flow/:id',
    {
      schema: { params: idParams },
      config: {
        doc: flowDoc({
          summary: 'Delete a flow (documents keep their signers)',
          success: ok(MESSAGE_ANSWER),
        }),
      },
    },
    deleteHandler,
  );
  routes.post(
    '/v1/flow/:id/headerDelete',
    {
      schema: { params: idParams },
      config: {
        doc: flowDoc({
          summary: 'Delete a flow: the same as DELETE /v1/flow/{id}, the published second spelling',
          success: ok(MESSAGE_ANSWER),
        }),
      },
    },
    deleteHandler,
  );

  routes.get(
    '/v1/flow/:id/detail',
    {
      schema: { params: idParams },
      config: {
        doc: flowDoc({
          summary: "A flow's approvers",
          success: ok(contractAnswer('FlowDetailsResponse', 'flows')),
        }),
      },
    },
    async (request) => ({
      details: await getApprovers(db, request.accountId, request.params.id),
    }),
  );

  routes.post(
    '/v1/flow/:id/detail',
    {
      schema: { params: idParams, body: approverSchema },
      config: {
        doc: flowDoc({
          summary: 'Add an approver to a flow',
          success: created(APPROVER_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { detail: await addApprover(db, request.accountId, request.params.id, request.body) };
    },
  );

  routes.get(
    '/v1/flow/:id/detail/:detailId',
    {
      schema: { params: approverParams },
      config: {
        doc: flowDoc({
          summary: 'One approver of a flow',
          success: ok(APPROVER_ANSWER),
        }),
      },
    },
    async (request) => ({
      detail: await getApprover(db, request.accountId, request.params.id, request.params.detailId),
    }),
  );

  routes.put(
    '/v1/flow/:id/detail/:detailId',
    {
      schema: { params: approverParams, body: approverSchema },
      config: {
        doc: flowDoc({
          summary: 'Change an approver (name, level, e-mail)',
          success: ok(APPROVER_ANSWER),
        }),
      },
    },
    async (request) => ({
      detail: await changeApprover(db, request.accountId, request.params.id, request.params.detailId, request.body),
    }),
  );

  routes.delete(
    '/v1/flow/:id/detail/:detailId',
    {
      schema: { params: approverParams },
      config: {
        doc: flowDoc({
          summary: 'Remove an approver (a flow keeps at least one)',
          success: ok(MESSAGE_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) => {
      await removeApprover(db, request.accountId, request.params.id, request.params.detailId);
      return { message: API_MESSAGES.deleted };
    },
  );
}
