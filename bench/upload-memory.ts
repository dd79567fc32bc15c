/**
 * Goal: uploads stream to storage, so a 100 MB upload must not grow the server's memory by its size.
 * Runs the real server, uploads a ~100 MB PDF with a streamed multipart body and compares the growth of
 * the server's resident memory (RSS, sampled every 20 ms) with the file's size.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { accountWithFlow, freePort, startServer, stopServer, waitForHealth } from './support/server';

const FILLER_BYTES = 100 * 1024 * 1024;
const SAMPLE_MS = 20;
/** PASS when the server grows by less than this share of the file's size. */
const MAX_RATIO = 0.5;
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/** Writes a valid three-page PDF, made large (when fillerBytes > 0) by an attached file of random bytes. */
async function writePdf(file: string, fillerBytes: number): Promise<void> {
  const document = await PDFDocument.create();
  for (let index = 1; index <= 3; index += 1) {
    document.addPage([595, 842]).drawText(`Upload benchmark, page ${index}`, { x: 50, y: 780, size: 24 });
  }
  if (fillerBytes > 0) {
    // Random bytes do not compress, so the saved file is at least fillerBytes long.
    await document.attach(randomBytes(fillerBytes), 'filler.bin', { mimeType: 'application/octet-stream' });
  }
  writeFileSync(file, await document.save());
}

function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Waits until the process's RSS stops moving (within 1 MB over half a second), for a fair "before". */
async function waitForSteadyRss(pid: number): Promise<void> {
  let last = rssBytes(pid);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = rssBytes(pid);
    if (Math.abs(now - last) < 1e6) return;
    last = now;
  }
}

/** Samples the process's RSS until stopped; stop() answers the highest and lowest samples. */
function sampleRss(pid: number): { stop: () => { peak: number; lowest: number } } {
  let peak = rssBytes(pid);
  let lowest = peak;
  const sample = () => {
    try {
      const rss = rssBytes(pid);
      peak = Math.max(peak, rss);
      lowest = Math.min(lowest, rss);
    } catch {
      // The server has exited: the upload fails and says so.
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peak, lowest };
    },
  };
}

/** Uploads as multipart (flowHeaderId, then file); a Blob from openAsBlob is read from disk as it is sent. */
async function upload(baseUrl: string, token: string, flowId: string, file: string): Promise<void> {
  const form = new FormData();
  form.append('flowHeaderId', flowId);
  form.append('file', await openAsBlob(file, { type: 'application/pdf' }), path.basename(file));
  const response = await fetch(`${baseUrl}/v1/fileupload/fileupload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await response.text();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${answer}`);
}

/** The server's RSS before the upload, its peak and low point until the answer, and the upload's duration. */
async function measureUpload(pid: number, run: () => Promise<void>) {
  await waitForSteadyRss(pid);
  const before = rssBytes(pid);
  const sampler = sampleRss(pid);
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    sampler.stop();
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  return { before, ...sampler.stop(), seconds };
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-upload-'));
  const dataDir = path.join(workDir, 'data');
  let server: ChildProcess | undefined;
  try {
    const smallFile = path.join(workDir, 'small.pdf');
    const bigFile = path.join(workDir, 'big.pdf');
    await writePdf(smallFile, 0);
    await writePdf(bigFile, FILLER_BYTES);
    const fileBytes = statSync(bigFile).size;
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, { UPLOAD_LIMIT_BYTES: '200000000' });
    const pid = server.pid;
    if (pid === undefined) throw new Error('the server did not start');
    await waitForHealth(baseUrl);
    const { token, flowId } = await accountWithFlow(baseUrl);

    // A first, small upload pays the one-time costs (pdf.js loaded on first use, start-up garbage collected)
    // so that the measured upload shows only what grows with the file's size.
    const warmUp = await measureUpload(pid, () => upload(baseUrl, token, flowId, smallFile));
    const { before, peak, lowest, seconds } = await measureUpload(pid, () => upload(baseUrl, token, flowId, bigFile));
    const growth = peak - before;
    const ratio = growth / fileBytes;

    console.log(
      `warm-up upload (${(statSync(smallFile).size / 1e3).toFixed(1)} kB): server RSS grew by ${mb(warmUp.peak - warmUp.before)} MB`,
    );
    console.log(`file: ${mb(fileBytes)} MB (MB = 10^6 bytes)`);
    console.log(`server RSS before: ${mb(before)} MB, during upload: peak ${mb(peak)} MB, lowest ${mb(lowest)} MB`);
    console.log(`growth: ${mb(growth)} MB = ${ratio.toFixed(3)} × file size`);
    console.log(`upload: ${seconds.toFixed(2)} s, ${(fileBytes / 1e6 / seconds).toFixed(1)} MB/s (201 received)`);
    const ok = ratio < MAX_RATIO;
    console.log(ok ? `PASS: growth < ${MAX_RATIO} × file size` : `FAIL: growth ≥ ${MAX_RATIO} × file size`);
    if (!ok) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
