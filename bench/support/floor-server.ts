/**
 * The two floors `api-throughput.ts` measures each hot route against, served by a bare Fastify (no hooks, no plugins,
 * no logger) in a process of its own, as the app runs in one:
 *
 * - `/json/<route>` answers the body the app answered for that route, stored once: HTTP and JSON alone.
 * - `/sql/<route>` runs the statements the app's route runs, written out by hand, through the same driver on the same
 *   database (the node-postgres pool of the same size, or PGlite on the same data directory), and answers what they
 *   read: the database's own cost, without the query builder, validation, hooks or the app's checks.
 *
 * Who is asking is given as headers (`x-account-id`, `x-session-id`) or as the signer's `?token`. The link checks
 * are among the statements, as in the app, and the session check for the asset; a list's floor is its page and its
 * total in parallel, the statements a list needs (the app remembers open sessions, and asks for both in one). Environment: PORT, DATABASE_URL or DATA_DIR, FLOOR_BODIES (a
 * JSON file of route name to body).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyRequest } from 'fastify';
import { openDatabase } from '../../apps/server/src/db/client';
import { createDiskStorage } from '../../apps/server/src/platform/storage/disk-storage';

type Query = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  const dataDir = process.env.DATA_DIR ?? '';
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.engine === 'postgres') {
    const pool = client as import('pg').Pool;
    // Named, as the app's prepared statements are: parsed and planned once per connection.
    const query: Query = async (name, text, values) => (await pool.query({ name, text, values })).rows;
    return { query, close: database.close };
  }
  const pglite = client as import('@electric-sql/pglite').PGlite;
  const query: Query = async (_name, text, values) => (await pglite.query<Record<string, unknown>>(text, values)).rows;
  return { query, close: database.close };
}

const LIVE_SESSION = `select id from sessions where id = $1 and account_id = $2 and revoked_at is null
  and expires_at > now() limit 1`;

const DOCUMENT_PAGE = `select documents.*, (select json_build_object(
    'signed', count(*) filter (where s.decision = 'approved'),
    'total', count(*),
    'waiting', coalesce(json_agg(s.name order by s.level, s.seq) filter (where s.submitted_at is null), '[]'::json),
    'withoutFields', coalesce(json_agg(s.name order by s.level, s.seq) filter (where not exists
      (select 1 from document_fields f where f.signer_id = s.id)), '[]'::json))
  from document_signers s where s.document_id = documents.id) as progress
  from documents where account_id = $1 and trashed_at is null and status in ('Draft', 'Sent', 'Revision')
  order by created_at desc, seq desc limit $2 offset $3`;

const DOCUMENT_COUNT = `select count(*) as total from documents
  where account_id = $1 and trashed_at is null and status in ('Draft', 'Sent', 'Revision')`;

const FLOW_PAGE = `select flows.id, flows.name, flows.description, flows.created_at,
    count(flow_approvers.id) as approver_count, count(distinct flow_approvers.level) as level_count
  from flows left join flow_approvers on flow_approvers.flow_id = flows.id
  where flows.account_id = $1 group by flows.id order by flows.created_at desc, flows.seq desc limit $2 offset $3`;

const FLOW_COUNT = 'select count(*) as total from flows where account_id = $1';

const SIGNER_BY_TOKEN = 'select * from document_signers where token_hash = $1';
const DOCUMENT_BY_ID = 'select * from documents where id = $1';
const SIGNERS_OF_DOCUMENT = 'select * from document_signers where document_id = $1 order by level, seq';
const FIELDS_OF_DOCUMENT = 'select * from document_fields where document_id = $1 order by page_number, seq';

const SIGNER_DOCUMENT_AND_FIELD = `select s.id as signer_id, s.token_expires_at, s.submitted_at,
    d.id as document_id, d.status, d.trashed_at, f.id as field_id, f.type as field_type
  from document_signers s
  join documents d on d.id = s.document_id
  left join document_fields f on f.id = $2 and f.signer_id = s.id
  where s.token_hash = $1`;

const SAVE_ANSWER = `update document_fields set image = $4, response_text = $5, response_checked = $6,
    approve = $7, reject = $8, revise = $9, updated_at = now()
  where id = $1 and signer_id = $2 and document_id = $3 and exists (select 1 from document_signers s
    where s.id = $2 and s.token_hash = $10 and s.token_expires_at > now() and s.submitted_at is null
      and s.document_id = (select d.id from documents d where d.id = $3 and d.status = 'Sent'
        and d.trashed_at is null for share)
    for share)
  returning id, document_id, signer_id, type, page_number, "left", top, "right", bottom, rects, label, required,
    response_text, response_checked, approve, reject, revise, seq, created_at, updated_at`;

const ACCOUNT_BY_EMAIL = 'select * from accounts where email = $1';
const OPEN_SESSION = `insert into sessions (account_id, expires_at) values ($1, now() + interval '1 day') returning id`;
const OWNED_DOCUMENT = `select * from documents where id = $1 and account_id = $2 and trashed_at is null
  and purged_at is null`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function owner(request: FastifyRequest) {
  return {
    accountId: String(request.headers['x-account-id']),
    sessionId: String(request.headers['x-session-id']),
  };
}

async function main() {
  const { query, close } = await openQuery();
  const storage = createDiskStorage(process.env.DATA_DIR ?? '');
  const bodies: Record<string, string> = JSON.parse(readFileSync(process.env.FLOOR_BODIES ?? '', 'utf8'));
  const app = Fastify();

  app.get<{ Params: { route: string } }>('/json/:route', async (request, reply) =>
    reply.type('application/json').send(bodies[request.params.route]),
  );

  app.post<{ Body: { email: string } }>('/sql/login', async (request) => {
    const [account] = await query('floor_account', ACCOUNT_BY_EMAIL, [request.body.email]);
    if (!account) throw new Error('no account');
    const [session] = await query('floor_open_session', OPEN_SESSION, [account.id]);
    return { user: { id: account.id, email: account.email }, sessionId: session?.id };
  });

  // A list's floor is its page and its total, in parallel: the session check is not among a list's necessary
  // statements, since the app remembers open sessions (platform/live-session-cache.ts).
  app.get<{ Querystring: { limit: string } }>('/sql/documents', async (request) => {
    const { accountId } = owner(request);
    const limit = Number(request.query.limit);
    const [results, [count]] = await Promise.all([
      query('floor_document_page', DOCUMENT_PAGE, [accountId, limit, 0]),
      query('floor_document_count', DOCUMENT_COUNT, [accountId]),
    ]);
    return { results, page: 1, limit, totalResults: Number(count?.total) };
  });

  // A list's floor is its page and its total, in parallel: the session check is not among a list's necessary
  // statements, since the app remembers open sessions (platform/live-session-cache.ts).
  app.get<{ Querystring: { limit: string } }>('/sql/flows', async (request) => {
    const { accountId } = owner(request);
    const limit = Number(request.query.limit);
    const [results, [count]] = await Promise.all([
      query('floor_flow_page', FLOW_PAGE, [accountId, limit, 0]),
      query('floor_flow_count', FLOW_COUNT, [accountId]),
    ]);
    return { results, page: 1, limit, totalResults: Number(count?.total) };
  });

  app.get<{ Params: { id: string }; Querystring: { token: string } }>(
    '/sql/signer-record/:id',
    async (request, reply) => {
      const [signer] = await query('floor_signer_by_token', SIGNER_BY_TOKEN, [hashOf(request.query.token)]);
      if (!signer) return reply.code(401);
      const [document] = await query('floor_document_by_id', DOCUMENT_BY_ID, [signer.document_id]);
      const [signers, fields] = await Promise.all([
        query('floor_signers_of_document', SIGNERS_OF_DOCUMENT, [request.params.id]),
        query('floor_fields_of_document', FIELDS_OF_DOCUMENT, [request.params.id]),
      ]);
      return { document, users: signers, coordinates: fields, signerID: signer.id };
    },
  );

  app.put<{
    Params: { id: string; field: string };
    Querystring: { token: string };
    Body: { response: { image: string | null; text?: string; approve: boolean; reject: boolean; revise: boolean } };
  }>('/sql/signer-field/:id/:field', async (request, reply) => {
    const tokenHash = hashOf(request.query.token);
    const [found] = await query('floor_signer_document_and_field', SIGNER_DOCUMENT_AND_FIELD, [
      tokenHash,
      request.params.field,
    ]);
    if (!found) return reply.code(401);
    const { response } = request.body;
    const [saved] = await query('floor_save_answer', SAVE_ANSWER, [
      request.params.field,
      found.signer_id,
      request.params.id,
      response.image ?? null,
      response.text ?? null,
      null,
      response.approve,
      response.reject,
      response.revise,
      tokenHash,
    ]);
    return saved ? { ...saved, image: response.image ?? null } : reply.code(409);
  });

  app.get<{ Params: { id: string } }>('/sql/asset/:id', async (request, reply) => {
    const { accountId, sessionId } = owner(request);
    if ((await query('floor_live_session', LIVE_SESSION, [sessionId, accountId])).length === 0) return reply.code(401);
    const [document] = await query('floor_owned_document', OWNED_DOCUMENT, [request.params.id, accountId]);
    if (!document) return reply.code(404);
    const key = String(document.storage_key);
    const size = (await storage.size(key)) ?? 0;
    const end = Math.min(65_535, size - 1);
    return reply
      .code(206)
      .header('content-type', 'application/pdf')
      .header('content-range', `bytes 0-${end}/${size}`)
      .send(await storage.read(key, { start: 0, end }));
  });

  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
}

await main();
