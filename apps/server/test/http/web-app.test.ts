import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A web build as `npm run build` leaves it: index.html, and a hashed script with its Brotli and gzip copies. */
function webBuild(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'signflow-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `console.log(${JSON.stringify('signing '.repeat(500))});`;
  const file = path.join(dir, 'assets', 'index-AbC123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  return { dir, script };
}

let t: TestApp;
let build: ReturnType<typeof webBuild>;
beforeAll(async () => {
  build = webBuild();
  t = await createTestApp({ WEB_DIST_DIR: build.dir });
});
afterAll(async () => {
  await t.close();
  rmSync(build.dir, { recursive: true, force: true });
});

describe('the web app', () => {
  it("sends a script's Brotli copy to a browser that accepts it, cached for good and varying on the encoding", async () => {
    const response = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(build.script);
    expect(response.rawPayload.length).toBeLessThan(build.script.length / 5);
  });

  it('sends the gzip copy to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.request({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.script);
  });

  it('answers index.html for a page of the app, never cached', async () => {
    const response = await t.request({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
