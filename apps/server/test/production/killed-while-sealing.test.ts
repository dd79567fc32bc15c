import { type SmtpCatcher, startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancedClient } from '../cluster/support/balanced-client';
import { registerVerifiedOwner, sendDocument, signAsInvited } from '../cluster/support/signing-journey';
import { TEST_DB_ENGINE } from '../support/test-database';
import { type RunningServer, serverDataForThisFile, startCompiledServer } from './compiled-server';

const serverData = serverDataForThisFile('signflow-killed-sealing-');

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});

/** The window, before anything is built, in which the test kills the process sealing. */
const SEAL_DELAY_MS = 60_000;

function settings(extra: Record<string, string>) {
  return { ...serverData(), SMTP_URL: smtp.url, MAIL_POLL_MS: '200', SEAL_POLL_MS: '200', ...extra };
}

async function waitForOutput(server: RunningServer, text: string, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (server.output().includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${text}" in the log within ${timeoutMs} ms:\n${server.output()}`);
}

/** The owner's download: 409 while the document waits for its seal, 200 once sealed. */
async function downloadStatus(baseUrl: string, token: string, documentId: string): Promise<number> {
  const response = await fetch(`${baseUrl}/v1/documents/${documentId}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  return response.status;
}

describe(`SIGKILL while sealing, then a start on the same data (${TEST_DB_ENGINE})`, () => {
  it(TEST_DB_ENGINE === 'pglite'
    ? 'seals the document within seconds of the start, not after the five-minute lease'
    : 'leaves the lease to run out: another node may be the one sealing', async () => {
    const first = await startCompiledServer('node', settings({ SEAL_TEST_DELAY_MS: String(SEAL_DELAY_MS) }));
    let second: RunningServer | undefined;
    try {
      const client = balancedClient(first.baseUrl);
      const owner = await registerVerifiedOwner(client, smtp, 'killed-sealing');
      const signer = { name: 'Amy', email: `amy.${Date.now()}@example.com` };
      const sent = await sendDocument(client, owner, { fileName: 'killed.pdf', flowId: null, signers: [signer] });
      for (const each of sent.signers) await signAsInvited(client, smtp, sent, each);
      const documentId = sent.document.id;
      await waitForOutput(first, '"msg":"sealing started"', 30_000);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));

      second = await startCompiledServer('node', settings({}));
      const startedAt = Date.now();
      if (TEST_DB_ENGINE === 'pglite') {
        let status = 0;
        while (Date.now() - startedAt < 30_000) {
          status = await downloadStatus(second.baseUrl, owner.token, documentId);
          if (status === 200) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(status, second.output()).toBe(200);
        expect(second.output()).toContain(
          'the process before this one ended while sealing, sending mail, making a bulk send or delivering webhooks',
        );
        expect(second.output()).toContain(documentId);
        return;
      }
      // Many sealing passes go by: the lease, five minutes long, still holds the document.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(await downloadStatus(second.baseUrl, owner.token, documentId)).toBe(409);
      expect(second.output()).not.toContain('the process before this one ended');
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGTERM');
      if (second && second.child.exitCode === null) {
        await new Promise((resolve) => second?.child.once('exit', resolve));
      }
    }
  }, 120_000);
});
