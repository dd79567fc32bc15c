/**
 * Goal: a 500-page PDF opens in the editor with its first page painted quickly, and only pages near
 * the viewport are painted while scrolling. Runs the real server and Debian's Chromium; prints figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { accountWithFlow, freePort, startServer, stopServer, waitForHealth } from './support/server';
import { textPdf } from './support/text-pdf';

const PAGES = 500;

async function main() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  const server = startServer(port, dataDir);
  try {
    await waitForHealth(baseUrl);
    const { token, flowId } = await accountWithFlow(baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const pdf = await textPdf(PAGES);
    const form = new FormData();
    form.append('flowHeaderId', flowId);
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'five-hundred-pages.pdf');
    const uploaded = await fetch(`${baseUrl}/v1/fileupload/fileupload`, { method: 'POST', headers: auth, body: form });
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
    const documentId: string = (await uploaded.json()).document.id;

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/login`);
    await page.evaluate((value) => {
      localStorage.setItem(
        'root',
        JSON.stringify({ auth: { isLoggedIn: true, token: value }, ui: {}, subscription: {} }),
      );
    }, token);

    const started = Date.now();
    await page.goto(`${baseUrl}/annotate?templateId=${documentId}`);
    await page.locator('[data-pdf-page="1"] canvas').waitFor({ state: 'visible', timeout: 60_000 });
    const firstPaintMs = Date.now() - started;
    const paintedAtOpen = await page.locator('[data-pdf-page] canvas').count();

    // Scroll through the middle of the document: the number of painted pages must stay small.
    let mostPainted = paintedAtOpen;
    for (const target of [100, 250, 400, 500]) {
      await page.locator(`[data-pdf-page="${target}"]`).scrollIntoViewIfNeeded();
      await page.locator(`[data-pdf-page="${target}"] canvas`).waitFor({ state: 'visible', timeout: 30_000 });
      mostPainted = Math.max(mostPainted, await page.locator('[data-pdf-page] canvas').count());
    }
    const heapMb =
      (await page.evaluate(
        () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      )) / 1e6;
    await browser.close();

    console.log(`PDF: ${PAGES} pages, ${(pdf.length / 1e6).toFixed(1)} MB`);
    console.log(`first page painted after ${firstPaintMs} ms (navigation to canvas visible)`);
    console.log(
      `pages painted at open: ${paintedAtOpen}; most painted while scrolling to 100/250/400/500: ${mostPainted} of ${PAGES}`,
    );
    console.log(`JS heap after scrolling: ${heapMb.toFixed(1)} MB`);
    const ok = mostPainted <= 20;
    console.log(ok ? 'PASS: only pages near the viewport are painted' : 'FAIL: too many pages painted');
    if (!ok) process.exitCode = 1;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
