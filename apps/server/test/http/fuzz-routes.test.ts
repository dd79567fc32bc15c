import { fieldBodySchema } from '@signflow/contract/documents';
import { LIVE_UPDATES_PATH } from '@signflow/contract/live-updates';
import { signerFieldBodySchema } from '@signflow/contract/signing';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  owner,
  uploadPdf,
} from '../support/documents';
import {
  baseValue,
  CORE_VALUES,
  hostileValues,
  leafPaths,
  multipartBodies,
  REMOVE,
  rawBodies,
  seededRandom,
  shapeOf,
  withLeaf,
} from '../support/fuzz-input';
import { pdfWithPages } from '../support/pdf-files';
import { registered } from '../support/registered-routes';
import { approved, PNG_DATA_URL, sentDocument, signerToken } from '../support/signing';
import { senderFilledTemplate } from '../support/templates';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { TEST_DB_ENGINE } from '../support/test-database';

/**
 * Every route the app registers, driven with generated bad input: no answer may be a 5xx, and the server
 * must still answer /healthz afterwards. Routes are collected as Fastify registers them (an onRoute hook on
 * every instance the app creates), so a route added later is fuzzed without touching this test.
 */
vi.mock('fastify', async (original) => (await import('../support/registered-routes')).recordingFastify(original));

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_612);
/**
 * To replay a failure on some routes only: FUZZ_ROUTES='user-sign' (a regular expression on the path);
 * FUZZ_DEBUG=1 prints every request and its answer.
 */
const ONLY = new RegExp(process.env.FUZZ_ROUTES ?? '');
/** Cases per route and method with the owner's token, and without it: bounded, so a run takes seconds. */
const CORE_CASES = 60;
const OTHER_CASES = 15;
const CASES_WITHOUT_TOKEN = 8;
/** A HEAD route runs its GET's handler: a few cases show it answers the same way. */
const HEAD_CASES = 8;

/** Stands for a new address in each request, so registering gets past 'Email already taken'. */
const FRESH_EMAIL = 'fresh@fuzz.example.com';
let freshCount = 0;
function freshEmails(payload: string | Buffer): string | Buffer {
  if (typeof payload !== 'string') return payload;
  return payload.replaceAll(FRESH_EMAIL, () => {
    freshCount += 1;
    return `fresh.${freshCount}@fuzz.example.com`;
  });
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  params: string[];
  query?: z.ZodType;
  body?: z.ZodType;
}
interface Case {
  params: Record<string, string>;
  /** Already encoded, without '?'. */
  query: string;
  body?: { payload: unknown; contentType?: string };
  auth: 'owner' | 'none' | 'bad';
}

/** The routes as Fastify registered them, one per method; HEAD beside every GET. */
function routesOf(collected: RouteOptions[]): Route[] {
  const routes = new Map<string, Route>();
  for (const route of collected) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as Method[];
    const schema = (route.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
    const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    for (const method of methods.flatMap((each) => (each === 'GET' ? ['GET', 'HEAD'] : [each])) as Method[]) {
      routes.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        params,
        query: schema.querystring,
        body: schema.body,
      });
    }
  }
  return [...routes.values()];
}

/** Encodes like a browser, and sends what a browser cannot (a lone surrogate) as the bytes a client could. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((character) => (/[\ud800-\udfff]/.test(character) ? '%ED%A0%80' : encodeURIComponent(character)))
      .join('');
  }
}

function queryOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== REMOVE)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) =>
          `${encode(key)}=${encode(typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))}`,
      ),
    )
    .join('&');
}

function urlOf(route: Route, params: Record<string, string>, query: string): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'missing');
  return query ? `${path}?${query}` : path;
}

describe(`every route on ${TEST_DB_ENGINE}, with generated bad input`, () => {
  let t: DocumentsTestApp;
  let devMail: TestApp;
  let routes: Route[];
  let devMailRoutes: Route[];
  const fixtures = {
    ownerToken: '',
    accountId: '',
    signerToken: '',
    flowId: '',
    approverId: '',
    draftId: '',
    draftFieldId: '',
    draftSignerId: '',
    sentId: '',
    sentFieldId: '',
    sentSignerId: '',
    pdf: Buffer.alloc(0) as Buffer,
    draftFieldBody: {} as object,
    templateId: '',
    roleId: '',
    senderFieldId: '',
  };

  beforeAll(async () => {
    registered.routes = [];
    t = await createDocumentsTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const allRoutes = routesOf(registered.routes);
    // The owner's live-updates stream stays open for as long as its client wants, so an injected GET with the owner's
    // token never ends: live-updates.test.ts covers it (401s, the cap, its events); its HEAD is fuzzed here.
    routes = allRoutes.filter(
      (route) => ONLY.test(route.url) && !(route.method === 'GET' && route.url === LIVE_UPDATES_PATH),
    );

    const who = await owner(t);
    fixtures.ownerToken = who.token;
    fixtures.accountId = who.accountId;
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    fixtures.sentId = sent.document.id;
    fixtures.sentFieldId = sent.fields[0]?.id ?? '';
    fixtures.sentSignerId = sent.users[0]?.id ?? '';
    fixtures.signerToken = await signerToken(t, sent.document.id, fixtures.sentSignerId);

    const flow = await flowWithApprovers(who);
    fixtures.flowId = flow.flowId;
    const details = await who.call('GET', `/v1/flow/${flow.flowId}/detail`);
    fixtures.approverId = details.json<{ details: { flowDetailId: string }[] }>().details[0]?.flowDetailId ?? '';
    fixtures.pdf = await pdfWithPages(1);
    const draft = await uploadPdf(t, who, flow.flowId, { pdf: fixtures.pdf });
    fixtures.draftId = draft.id;
    const record = await who.call('GET', `/v1/documents/signing/${draft.id}`);
    fixtures.draftSignerId = record.json<{ users: { id: string }[] }>().users[0]?.id ?? '';
    const rect = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };
    fixtures.draftFieldBody = {
      userId: fixtures.draftSignerId,
      type: 'draw',
      position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
    };
    const field = await who.call('POST', `/v1/documents/signing/${draft.id}/coordinate`, fixtures.draftFieldBody);
    fixtures.draftFieldId = field.json<{ id: string }>().id;
    const made = await senderFilledTemplate(t, who);
    fixtures.templateId = made.template.id;
    fixtures.roleId = made.client.id;
    fixtures.senderFieldId = made.company.id;

    // /dev/mail is mounted only without SMTP: a second app, for the routes the first one lacks.
    registered.routes = [];
    devMail = await createTestApp({ SMTP_URL: undefined as unknown as string });
    const known = new Set(allRoutes.map((route) => `${route.method} ${route.url}`));
    devMailRoutes = routesOf(registered.routes).filter(
      (route) => !known.has(`${route.method} ${route.url}`) && ONLY.test(route.url),
    );
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await devMail?.close();
  });

  /** Real ids and tokens first, so a case gets past the checks it does not aim at. */
  function candidatesFor(key: string): unknown[] {
    if (key === 'token') return [fixtures.signerToken];
    if (key === 'email') return [FRESH_EMAIL];
    if (key === 'userId') return [fixtures.draftSignerId];
    if (key === 'roleId') return [fixtures.roleId];
    if (key === 'fieldId') return [fixtures.senderFieldId];
    if (key === 'flowHeaderId') return [fixtures.flowId];
    if (/password/i.test(key)) return ['Another1pass'];
    if (key === 'image') return [PNG_DATA_URL];
    if (key === 'sortBy') return ['createdAt:desc'];
    return [];
  }

  /** The ids a route's path takes when it is not the id under attack: the owner's, or the signer's. */
  function validParams(route: Route): Record<string, string> {
    if (route.url.startsWith('/v1/flow')) return { id: fixtures.flowId, detailId: fixtures.approverId };
    if (route.url.startsWith('/v1/templates')) return { id: fixtures.templateId };
    if (route.url.includes('user-sign')) return { id: fixtures.sentId, coordId: fixtures.sentFieldId };
    return { id: fixtures.draftId, coordId: fixtures.draftFieldId };
  }

  /** Bad ids for the path; the first CORE_VALUES are tried on every route. */
  function badPathValues(): string[] {
    const real = fixtures.draftId;
    return [
      '%00',
      `${real}%00`,
      'x',
      'a'.repeat(3_000),
      real.toUpperCase(),
      '%E0%A4%A',
      fixtures.sentId,
      '00000000-0000-0000-0000-000000000000',
      '0',
      '-1',
      'null',
      '%2500',
      `${real}x`,
      '..%2F..%2Fetc%2Fpasswd',
      '%',
      '%C0%AF',
      '%F0%9F%92%A5',
      '%7B%7D',
      fixtures.flowId,
      fixtures.sentFieldId,
      fixtures.approverId,
    ];
  }

  function badTokens(): unknown[] {
    const token = fixtures.signerToken;
    return [
      '',
      '\u0000',
      `${token}\u0000`,
      [token, token],
      { token },
      'a'.repeat(300),
      token.slice(0, -1),
      'x',
      token.toUpperCase(),
    ];
  }

  function casesOf(route: Route, random: ReturnType<typeof seededRandom>): Case[] {
    const params = validParams(route);
    const queryShape = shapeOf(route.query);
    const baseQuery = Object.fromEntries(
      Object.entries(queryShape).map(([key, schema]) => [key, baseValue(schema, candidatesFor, key)]),
    );
    const plain = (overrides: Partial<Case> = {}): Case => ({
      params,
      query: queryOf(baseQuery),
      auth: 'owner',
      ...overrides,
    });
    // Core cases (the likeliest to break something) are all tried when a route has few; the rest are sampled.
    const core: Case[] = [];
    const other: Case[] = [];
    const add = (values: readonly unknown[], make: (value: unknown) => Case) => {
      for (const [index, value] of values.entries()) (index < CORE_VALUES ? core : other).push(make(value));
    };
    const hostile = [...hostileValues(random), REMOVE];

    for (const name of route.params) {
      add(badPathValues(), (bad) => plain({ params: { ...params, [name]: bad as string } }));
    }
    for (const key of [...Object.keys(queryShape), 'unexpected']) {
      const values = key === 'token' ? [...badTokens(), ...hostile] : hostile;
      add(values, (bad) => plain({ query: queryOf({ ...baseQuery, [key]: bad }) }));
    }
    other.push(
      ...['%', '%zz', 'page=%C0%AF', '&&&==', 'a[b][c]=1', `token=${'%00'.repeat(50)}`].map((raw) =>
        plain({ query: raw }),
      ),
    );

    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) {
      const bases: unknown[] = [];
      if (route.body) {
        bases.push(baseValue(route.body, candidatesFor));
        if (route.body === fieldBodySchema) bases.push(fixtures.draftFieldBody);
        if (route.body === signerFieldBodySchema) bases.push({ response: approved });
      }
      for (const base of bases) {
        core.push(plain({ body: { payload: base } }));
        for (const path of leafPaths(base)) {
          add(hostile, (bad) => plain({ body: { payload: withLeaf(base, path, bad) } }));
        }
      }
      other.push(
        ...hostile.map((whole) =>
          plain({ body: { payload: JSON.stringify(whole ?? null), contentType: 'application/json' } }),
        ),
      );
      (route.body ? other : core).push(
        ...multipartBodies(fixtures.pdf, fixtures.flowId).map((form) => plain({ body: form })),
      );
      add(rawBodies(), (raw) => plain({ body: raw as Case['body'] }));
    }

    if (route.method === 'HEAD') {
      return [plain(), ...random.sample([...core, ...other], HEAD_CASES - 1)];
    }
    const withToken = [plain(), ...random.sample(core, CORE_CASES), ...random.sample(other, OTHER_CASES)];
    const withoutToken = random
      .sample([...core, ...other], CASES_WITHOUT_TOKEN)
      .map((each, index): Case => ({ ...each, auth: index % 3 === 0 ? 'bad' : 'none' }));
    return [...withToken, ...withoutToken];
  }

  function badAuthorization(random: ReturnType<typeof seededRandom>): string {
    const token = fixtures.ownerToken;
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const claims = Buffer.from(JSON.stringify({ sub: fixtures.accountId })).toString('base64url');
    return random.pick([
      'Bearer',
      'Bearer x.y.z',
      `Bearer ${token.slice(0, -3)}abc`,
      `Bearer ${none}.${claims}.`,
      'Basic Zm9vOmJhcg==',
      `Bearer ${'a'.repeat(5_000)}`,
      `bearer ${token} ${token}`,
    ]);
  }

  function requestOf(route: Route, each: Case, random: ReturnType<typeof seededRandom>): InjectOptions {
    const headers: Record<string, string> = {};
    if (each.auth === 'owner') Object.assign(headers, bearer(fixtures.ownerToken));
    if (each.auth === 'bad') headers.authorization = badAuthorization(random);
    const options: InjectOptions = { method: route.method, url: urlOf(route, each.params, each.query), headers };
    if (each.body) {
      const { payload, contentType } = each.body;
      if (contentType) headers['content-type'] = contentType;
      options.payload = freshEmails(
        typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
      ) as string;
      if (!contentType) headers['content-type'] = 'application/json';
    }
    return options;
  }

  /** `{code, message, error}` with the answer's status as code and a snake_case identifier. */
  function isErrorAnswer(body: string, status: number): boolean {
    let answer: { code?: unknown; message?: unknown; error?: unknown };
    try {
      answer = JSON.parse(body);
    } catch {
      return false;
    }
    return (
      answer.code === status &&
      typeof answer.message === 'string' &&
      typeof answer.error === 'string' &&
      /^[a-z]+(_[a-z0-9]+)*$/.test(answer.error)
    );
  }

  /** Destructive calls last: logging out ends the token the other cases use; deleting removes the fixtures. */
  const order = (route: Route) =>
    route.url.includes('logout') ? 3 : route.method === 'DELETE' ? 2 : route.url.startsWith('/v1/auth') ? 1 : 0;

  it('answers every request below 500, and /healthz afterwards', async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let tried = 0;
    const statuses = new Map<number, number>();
    const drive = async (app: TestApp, route: Route, each: Case) => {
      const options = requestOf(route, each, random);
      const sent = typeof options.payload === 'string' ? options.payload.slice(0, 200) : '';
      tried += 1;
      let status: number;
      let body: string;
      let contentType: string;
      try {
        const response = await app.request(options);
        status = response.statusCode;
        body = response.body;
        contentType = String(response.headers['content-type'] ?? '');
      } catch (error) {
        // Every generated request is one an HTTP client could send: an injection that throws is a failure.
        failures.push(`threw ${route.method} ${String(options.url).slice(0, 200)} ${sent} → ${error}`);
        return;
      }
      if (process.env.FUZZ_DEBUG) {
        console.log(
          'FUZZ',
          status,
          each.auth,
          route.method,
          String(options.url).slice(0, 120),
          sent,
          body.slice(0, 100),
        );
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) {
        failures.push(`${status} ${route.method} ${String(options.url).slice(0, 200)} ${sent} → ${body.slice(0, 200)}`);
      }
      // Every refusal in JSON carries its status and a stable identifier beside the message (docs/api.md#errors).
      if (status >= 400 && body !== '' && contentType.startsWith('application/json') && !isErrorAnswer(body, status)) {
        failures.push(`no error identifier: ${status} ${route.method} ${String(options.url).slice(0, 200)} → ${body}`);
      }
    };

    const started = Date.now();
    const sorted = [...routes].sort((a, b) => order(a) - order(b));
    for (const route of sorted) {
      for (const each of casesOf(route, random)) await drive(t, route, each);
    }
    for (const route of devMailRoutes) {
      for (const each of casesOf(route, random)) await drive(devMail, route, each);
    }
    const health = await t.request({ method: 'GET', url: '/healthz' });

    console.log(
      `fuzz (${TEST_DB_ENGINE}, seed ${SEED}): ${tried} requests on ${routes.length + devMailRoutes.length} routes ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures.length} failed; ` +
        `by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    if (!process.env.FUZZ_ROUTES) {
      expect(routes.length).toBeGreaterThan(40);
      // About 2,800 with 66 routes: fewer means cases stopped being generated, not that routes got safer.
      expect(tried).toBeGreaterThan(2_500);
      expect(devMailRoutes.map((route) => route.url)).toContain('/dev/mail');
    }
    expect(failures).toEqual([]);
    expect(health.statusCode).toBe(200);
  }, 300_000);
});
