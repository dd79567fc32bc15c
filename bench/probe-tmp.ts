import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pngDataUrl, solidColourPng } from '@signflow/pdf-stamp/test-png';
import { startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import autocannon from 'autocannon';
import { pdfOfPages } from '../apps/server/test/support/hostile-pdfs';
import { flowOfOneSigner, inviteWithOneField, uploadPdf, verifiedOwner } from './support/api-fixture';
import { freePort, startCompiledServer, stopServer, waitForHealth } from './support/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-probe-'));
const smtp = await startSmtpCatcher();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  SMTP_URL: smtp.url,
  APP_URL: baseUrl,
  MAIL_POLL_MS: '100',
  LOG_LEVEL: process.env.PROBE_LOG ?? 'info',
  ...(process.env.PROBE_DB ? { DATABASE_URL: process.env.PROBE_DB } : {}),
};
const server = startCompiledServer(
  port,
  dataDir,
  env,
  process.env.PROBE_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/probe'] : [],
);
try {
  await waitForHealth(baseUrl);
  const owner = await verifiedOwner(baseUrl, smtp);
  const signerEmail = `signer.${Date.now()}@example.com`;
  const flowId = await flowOfOneSigner(baseUrl, owner.token, signerEmail);
  const documentId = await uploadPdf(baseUrl, owner.token, flowId, pdfOfPages(2));
  const signer = await inviteWithOneField(baseUrl, owner.token, smtp, documentId, signerEmail);
  const image = pngDataUrl(solidColourPng(300, 100, [20, 20, 90]));
  const body = JSON.stringify({ response: { image, approve: true, reject: false, revise: false } });
  const which = process.argv[2] ?? 'list';
  const run = (opts: autocannon.Options) =>
    autocannon({ connections: 32, duration: Number(process.env.PROBE_SECS ?? 8), ...opts });
  const targets: Record<string, autocannon.Options> = {
    list: { url: `${baseUrl}/v1/documents?page=1&limit=5`, headers: { authorization: `Bearer ${owner.token}` } },
    record: { url: `${baseUrl}/v1/documents/user-sign/${documentId}?token=${encodeURIComponent(signer.token)}` },
    save: {
      url: `${baseUrl}/v1/documents/user-sign/${documentId}/coordinate/${signer.fieldId}?token=${encodeURIComponent(signer.token)}`,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    },
    health: { url: `${baseUrl}/healthz` },
  };
  for (const name of which.split(',')) {
    const result = await run(targets[name]!);
    console.log(
      name,
      'req/s',
      result.requests.average,
      'p50',
      result.latency.p50,
      'p99',
      result.latency.p99,
      'non2xx',
      result.non2xx,
      'errors',
      result.errors,
    );
  }
} finally {
  await stopServer(server);
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
