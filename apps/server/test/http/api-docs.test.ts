import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_DOCS_PATH, OPENAPI_FILE, openApiText } from '../../src/http/api-docs';
import { registered } from '../support/registered-routes';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * docs/openapi.json cannot drift from the app: every route the app registers is in it and described, and
 * the checked-in file is exactly what the app generates now. After changing a route: `npm run docs:api`.
 */
vi.mock('fastify', async (original) => (await import('../support/registered-routes')).recordingFastify(original));

const REGENERATE = 'docs/openapi.json is out of date: run `npm run docs:api` and commit it';

/** Routes that are tools, not the API: the dev outbox and the document itself (static files hide themselves). */
const isApiRoute = (route: { method: string; url: string }) =>
  route.method !== 'HEAD' && !route.url.startsWith('/dev/') && route.url !== API_DOCS_PATH;

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

describe('the OpenAPI document (GET /docs/api, docs/openapi.json)', () => {
  let api: TestApp;
  let webDist: string;
  const checkedIn = () => readFileSync(OPENAPI_FILE, 'utf8');
  const routes = () =>
    registered.routes
      .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, doc: route.config?.doc })))
      .filter(isApiRoute);

  beforeAll(async () => {
    // A built web app, so the SPA fallback is live and must not answer /docs/api.
    webDist = mkdtempSync(path.join(tmpdir(), 'signflow-web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SignFlow</title>');
    api = await createTestApp({ WEB_DIST_DIR: webDist });
  });

  afterAll(async () => {
    await api?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('lists every route the app registers', () => {
    const documented = JSON.parse(checkedIn()) as OpenApiDocument;
    expect(routes().length).toBeGreaterThan(30);
    const missing = routes().filter(({ method, url }) => !documented.paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(missing, REGENERATE).toEqual([]);
  });

  it('describes every route the app registers (its config.doc: apps/server/src/http/route-doc.ts)', () => {
    const undescribed = routes()
      .filter(({ doc }) => !doc)
      .map(({ method, url }) => `${method} ${url}`);
    expect(undescribed).toEqual([]);
  });

  it('is checked in exactly as the app generates it now', () => {
    expect(checkedIn() === openApiText(api.app), REGENERATE).toBe(true);
  });

  it('is served at GET /docs/api, not swallowed by the web app', async () => {
    const response = await api.request({ method: 'GET', url: API_DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(JSON.parse(checkedIn()));
  });

  it('a route documented as needing a bearer token answers 401 without one', async () => {
    const documented = JSON.parse(checkedIn()) as OpenApiDocument;
    for (const { method, url } of routes()) {
      const needsBearer = documented.paths[openApiPath(url)]?.[method.toLowerCase()]?.security !== undefined;
      if (!needsBearer) continue;
      const concrete = url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const response = await api.request({ method: method as 'GET', url: concrete });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
