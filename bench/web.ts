/**
 * Goal: the web app as a user's browser receives it, from the compiled server (`npm run build` first).
 * 1. What /login (signed out) and the Documents page (signed in) load: every JS and CSS file, its size as sent and
 *    gzip -9 (the same figure whether or not the server compresses).
 * 2. PASS when /login loads no heavy code: no pdf.js, no pdf-lib, not the field editor's chunk.
 * 3. A 500-page PDF on the signer's page, on a phone-sized screen with the CPU slowed 4×: time from navigation to the
 *    first page's canvas drawn, the page canvases then, and where the time went. PASS under 5 s.
 * Runs the compiled server (`apps/server/dist/main.js`) and Debian's Chromium. `WEB_BENCH_PAGES` makes a smaller PDF.
 * See bench/README.md#webts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { type SmtpCatcher, startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { type Browser, type BrowserContext, chromium, type Page, type Request, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { flowOfOneSigner, inviteWithOneField, uploadPdf, verifiedOwner } from './support/api-fixture';
import { freePort, startCompiledServer, stopServer, waitForHealth } from './support/server';
import { textPdf } from './support/text-pdf';

const root = path.resolve(import.meta.dirname, '..');
const ASSETS_DIR = path.join(root, 'apps/web/dist/assets');
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const PAGES = Number(process.env.WEB_BENCH_PAGES ?? 500);
/** PASS when the signer's first page is painted within this, on a phone with the CPU slowed 4×. */
const FIRST_PAINT_LIMIT_MS = 5000;
const CPU_SLOWDOWN = 4;
/** What marks a script as heavy: pdf.js (the viewer's renderer) and pdf-lib (the generated PDF's builder). */
const HEAVY_MARKERS: Record<string, string[]> = {
  'pdf.js': ['GlobalWorkerOptions', 'pdf.worker', 'pdfjs'],
  'pdf-lib': ['github.com/Hopding/pdf-lib'],
};
/** The field editor is a lazy route (apps/web/src/app/router.tsx): Vite names its chunk after the page's module. */
const EDITOR_CHUNK = /^annotate-page-[\w-]+\.js$/;

interface Asset {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  /** The body's size on the wire: smaller than bytes only if the server compressed it. */
  sentBytes: number;
  encoding: string;
  gzipBytes: number;
  body: Buffer;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (assets: Asset[], key: 'bytes' | 'sentBytes' | 'gzipBytes') =>
  assets.reduce((total, asset) => total + asset[key], 0);

// --- the server and the data the pages show ---------------------------------------------------------------------

/** An owner whose address is verified (inviting waits for it) sends the PDF to one signer: their mailed link. */
async function signerLinkFor(
  baseUrl: string,
  smtp: SmtpCatcher,
  pdf: Buffer,
): Promise<{ link: string; ownerToken: string }> {
  const owner = await verifiedOwner(baseUrl, smtp);
  const signerEmail = `signer.${Date.now()}@example.com`;
  const flowId = await flowOfOneSigner(baseUrl, owner.token, signerEmail);
  const documentId = await uploadPdf(baseUrl, owner.token, flowId, pdf);
  const { link } = await inviteWithOneField(baseUrl, owner.token, smtp, documentId, signerEmail);
  return { link, ownerToken: owner.token };
}

// --- 1 and 2: what a page loads ----------------------------------------------------------------------------------

/** Every JS and CSS response of the page, until no request but an event stream has been open or started for a second. */
async function assetsLoadedBy(context: BrowserContext, url: string): Promise<Asset[]> {
  const page = await context.newPage();
  const pending = new Set<unknown>();
  let lastActivity = Date.now();
  const settle = (request: unknown) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const responses: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    responses.push(assetOf(response));
    // The Documents page's live-updates stream (docs/api.md#live-updates) stays open as long as the page.
    if (response.headers()['content-type']?.startsWith('text/event-stream')) settle(response.request());
  });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 60_000;
  while (pending.size > 0 || Date.now() - lastActivity < 1000) {
    if (Date.now() > deadline) throw new Error(`${url} still loading after 60 s`);
    await page.waitForTimeout(100);
  }
  const assets = (await Promise.all(responses)).filter((asset): asset is Asset => asset !== null);
  await page.close();
  return assets.sort((a, b) => b.bytes - a.bytes);
}

async function assetOf(response: Response): Promise<Asset | null> {
  const file = new URL(response.url()).pathname.split('/').pop() ?? '';
  const kind = /\.m?js$/.test(file) ? 'js' : file.endsWith('.css') ? 'css' : null;
  if (!kind || response.status() !== 200) return null;
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    file,
    kind,
    bytes: body.length,
    sentBytes: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
    gzipBytes: gzipSync(body, { level: 9 }).length,
    body,
  };
}

function reportAssets(name: string, assets: Asset[]) {
  console.log(`\n${name}: ${assets.length} files (kB = 1000 bytes; sent = body as transferred)`);
  for (const asset of assets)
    console.log(
      `  ${asset.file.padEnd(48)} ${kB(asset.bytes).padStart(10)}  sent ${kB(asset.sentBytes).padStart(10)} (${asset.encoding})  gzip -9 ${kB(asset.gzipBytes).padStart(9)}`,
    );
  for (const kind of ['js', 'css'] as const) {
    const ofKind = assets.filter((asset) => asset.kind === kind);
    console.log(
      `  ${kind.toUpperCase().padEnd(3)} total: ${ofKind.length} files, ${kB(sum(ofKind, 'bytes'))}, sent ${kB(sum(ofKind, 'sentBytes'))}, gzip -9 ${kB(sum(ofKind, 'gzipBytes'))}`,
    );
  }
}

/** The heavy code a set of scripts carries: which marker set, in which file. */
function heavyCodeIn(assets: Asset[]): string[] {
  const found: string[] = [];
  for (const asset of assets.filter((a) => a.kind === 'js')) {
    if (EDITOR_CHUNK.test(asset.file)) found.push(`field editor (${asset.file})`);
    const text = asset.body.toString('latin1');
    for (const [name, markers] of Object.entries(HEAVY_MARKERS))
      if (markers.some((marker) => text.includes(marker))) found.push(`${name} (${asset.file})`);
  }
  return found;
}

/** The build must hold the editor's chunk and each heavy library, or the /login check would prove nothing. */
function checkMarkersFindTheBuild(): string[] {
  const files = readdirSync(ASSETS_DIR);
  const problems: string[] = [];
  if (!files.some((file) => EDITOR_CHUNK.test(file))) problems.push('no field editor chunk (annotate-page-*.js)');
  const texts = files
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(path.join(ASSETS_DIR, file), 'latin1'));
  for (const [name, markers] of Object.entries(HEAVY_MARKERS))
    if (!texts.some((text) => markers.some((marker) => text.includes(marker))))
      problems.push(`no script holds ${name}`);
  return problems;
}

// --- 3: the signer's page on a phone -----------------------------------------------------------------------------

/** Installed before the app's scripts: long tasks, to tell how busy the main thread was before the first paint. */
function recordLongTasks() {
  const tasks: [number, number][] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * In the page: the time since navigation at which page 1's canvas holds a drawn (not white, not blank) pixel in its
 * upper part, where the PDF has its heading and first lines; null until then. Reads a small band only, as it
 * runs every 50 ms on the slowed CPU.
 */
function firstPagePaintedAt(): number | null {
  const canvas = document.querySelector<HTMLCanvasElement>('[data-pdf-page="1"] canvas');
  if (!canvas || canvas.width === 0 || canvas.height === 0) return null;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const x = Math.floor(canvas.width * 0.05);
  const y = Math.floor(canvas.height * 0.05);
  const band = context.getImageData(x, y, Math.floor(canvas.width * 0.45), Math.floor(canvas.height * 0.1)).data;
  for (let index = 0; index < band.length; index += 4) {
    const alpha = band[index + 3] ?? 0;
    if (alpha > 0 && ((band[index] ?? 255) < 200 || (band[index + 1] ?? 255) < 200 || (band[index + 2] ?? 255) < 200))
      return performance.now();
  }
  return null;
}

interface Timeline {
  url: string;
  kind: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

interface SignerFigures {
  firstPaintMs: number;
  canvases: number;
  timeline: Timeline[];
  longTaskMs: number;
  longTasks: number;
}

async function signerFirstPaint(browser: Browser, link: string): Promise<SignerFigures> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(recordLongTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const requests = requestTimeline(page);
  await page.goto(link, { waitUntil: 'commit' });
  const painted = await page.waitForFunction(firstPagePaintedAt, undefined, { polling: 50, timeout: 120_000 });
  const firstPaintMs = (await painted.jsonValue()) as number;
  const canvases = await page.locator('[data-pdf-page] canvas').count();
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const longTasks = await page.evaluate(
    (until) =>
      (window as unknown as { __longTasks: [number, number][] }).__longTasks.filter(([start]) => start < until),
    firstPaintMs,
  );
  await context.close();
  return {
    firstPaintMs,
    canvases,
    timeline: requests
      .filter((request) => request.startMs - timeOrigin < firstPaintMs)
      .map((request) => ({ ...request, startMs: request.startMs - timeOrigin, endMs: request.endMs - timeOrigin })),
    longTaskMs: longTasks.reduce((total, [, duration]) => total + duration, 0),
    longTasks: longTasks.length,
  };
}

/**
 * Each request the page makes, with wall-clock start and end (epoch ms), its kind and body size; a request aborted
 * (pdf.js cancels its read of the PDF once it has what it needs) counts until then.
 */
function requestTimeline(page: Page): Timeline[] {
  const timeline: Timeline[] = [];
  const record = async (request: Request, aborted: boolean) => {
    const timing = request.timing();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    const endMs = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    timeline.push({
      url: `${new URL(request.url()).pathname}${aborted ? ' (aborted)' : ''}`,
      kind: request.resourceType(),
      startMs: timing.startTime,
      endMs,
      bytes: sizes.responseBodySize,
    });
  };
  page.on('requestfinished', (request) => void record(request, false));
  page.on('requestfailed', (request) => void record(request, true));
  return timeline;
}

/** Scripts and style sheets in waves (one starts when a file is asked for after the last one came), others alone. */
function phasesOf(timeline: Timeline[]): Timeline[] {
  type Wave = Timeline & { files: number; first: string };
  const phases: (Timeline | Wave)[] = [];
  let wave: Wave | null = null;
  for (const request of [...timeline].sort((a, b) => a.startMs - b.startMs)) {
    if (request.kind !== 'script' && request.kind !== 'stylesheet') {
      phases.push(request);
    } else if (wave && request.startMs <= wave.endMs) {
      wave.endMs = Math.max(wave.endMs, request.endMs);
      wave.bytes += request.bytes;
      wave.files += 1;
    } else {
      wave = { ...request, kind: 'JS+CSS', files: 1, first: request.url };
      phases.push(wave);
    }
  }
  return phases.map((phase) =>
    'files' in phase ? { ...phase, url: `${phase.files} files, the first ${phase.first}` } : phase,
  );
}

function reportSigner(figures: SignerFigures, pdfBytes: number) {
  console.log(
    `\nsigner's page, ${PAGES}-page PDF (${(pdfBytes / 1e6).toFixed(1)} MB), 375 × 667 phone, CPU ${CPU_SLOWDOWN}× slower:`,
  );
  console.log(`  first page painted ${figures.firstPaintMs.toFixed(0)} ms after navigation start`);
  console.log(`  page canvases at that moment: ${figures.canvases}`);
  console.log(
    `  main thread: ${figures.longTasks} long tasks (> 50 ms) before it, ${figures.longTaskMs.toFixed(0)} ms in all`,
  );
  console.log('  requests begun before the first paint (ms since navigation start; sizes as sent, n/a: not reported):');
  for (const request of phasesOf(figures.timeline)) {
    const name = request.url.length > 70 ? `${request.url.slice(0, 67)}...` : request.url;
    console.log(
      `    ${request.startMs.toFixed(0).padStart(6)} → ${request.endMs.toFixed(0).padStart(6)}  ${request.kind.padEnd(10)} ${(request.bytes > 0 ? kB(request.bytes) : 'n/a').padStart(10)}  ${name}`,
    );
  }
}

// --- the run ------------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(ASSETS_DIR)) throw new Error('run `npm run build` first');
  const buildProblems = checkMarkersFindTheBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startCompiledServer(port, dataDir, { SMTP_URL: smtp.url, APP_URL: baseUrl, MAIL_POLL_MS: '200' });
  let browser: Browser | undefined;
  try {
    await waitForHealth(baseUrl, 90_000);
    const pdf = await textPdf(PAGES);
    const { link, ownerToken } = await signerLinkFor(baseUrl, smtp, pdf);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    const signedOut = await browser.newContext();
    const login = await assetsLoadedBy(signedOut, `${baseUrl}${WEB_ROUTES.login}`);
    await signedOut.close();
    const signedIn = await browser.newContext();
    // Signed in the way the app keeps a session (apps/web/src/store/persisted-state.ts), as editor-first-paint.ts does.
    await signedIn.addInitScript((token) => {
      localStorage.setItem('root', JSON.stringify({ auth: { isLoggedIn: true, token }, ui: {}, subscription: {} }));
    }, ownerToken);
    const documents = await assetsLoadedBy(signedIn, `${baseUrl}${WEB_ROUTES.documents}`);
    await signedIn.close();
    reportAssets(`/login (signed out)`, login);
    reportAssets(`${WEB_ROUTES.documents} (Documents, signed in)`, documents);

    const heavy = heavyCodeIn(login);
    console.log(
      `\n/login loads ${login.filter((asset) => asset.kind === 'js').length} scripts; heavy code among them: ${heavy.length === 0 ? 'none' : heavy.join(', ')}`,
    );

    const signer = await signerFirstPaint(browser, link);
    reportSigner(signer, pdf.length);

    const loginOk = heavy.length === 0 && buildProblems.length === 0;
    const paintOk = signer.firstPaintMs < FIRST_PAINT_LIMIT_MS;
    console.log('');
    if (buildProblems.length > 0) console.log(`the build's markers: ${buildProblems.join('; ')}`);
    console.log(`${loginOk ? 'PASS' : 'FAIL'}: /login loads no pdf.js, pdf-lib or field editor code`);
    console.log(
      `${paintOk ? 'PASS' : 'FAIL'}: signer's first page painted in ${signer.firstPaintMs.toFixed(0)} ms (limit ${FIRST_PAINT_LIMIT_MS} ms, CPU ${CPU_SLOWDOWN}× slower)`,
    );
    if (!loginOk || !paintOk) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopServer(server);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
