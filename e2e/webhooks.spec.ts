import { createHmac } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { LAPTOP_AND_PHONE, press } from './support/signing';

/**
 * Webhooks on the Integrations page (docs/api.md#webhooks): the owner adds an endpoint pointing at a receiver this
 * test runs on 127.0.0.1 (the app runs with WEBHOOK_ALLOW_PRIVATE), copies its secret, clicks Send test event and
 * sees it delivered in the log; the receiver got it signed with that secret. On a laptop and a phone.
 */

const SIZES = LAPTOP_AND_PHONE;

/** Where the screenshots are also kept for review, besides .artifacts/screenshots. */
const REVIEW_DIR = process.env.E2E_SHOTS_DIR;

async function shot(page: Parameters<typeof screenshot>[0], name: string, options?: { fullPage?: boolean }) {
  await screenshot(page, name, options);
  if (REVIEW_DIR) {
    mkdirSync(REVIEW_DIR, { recursive: true });
    copyFileSync(`.artifacts/screenshots/${name}.png`, `${REVIEW_DIR}/${name}.png`);
  }
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/signflow`, received, server };
}

for (const [size, device] of SIZES) {
  test.describe(size, () => {
    test.use({ ...device, permissions: ['clipboard-read', 'clipboard-write'] });

    test('the owner adds an endpoint, sends a test event and sees it delivered', async ({ page, request }) => {
      test.setTimeout(120_000);
      const tap = (locator: Locator) => press(locator, device);
      const receiver = await startReceiver();
      try {
        const account = await registerViaApi(request, { email: `wh${size}${Date.now().toString(36)}@ex.co` });
        await signIn(page, account);
        await page.goto('/integrations');
        const section = page.getByRole('region', { name: 'Webhooks' });
        await expect(section.getByText('No endpoints yet.')).toBeVisible();

        // Add endpoint: an address is needed; then the secret, shown once.
        await tap(section.getByRole('button', { name: 'Add endpoint' }));
        const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
        await tap(dialog.getByRole('button', { name: 'Add endpoint' }));
        await expect(dialog.getByText('Enter the full address of your endpoint, starting with https://')).toBeVisible();
        await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
        await tap(dialog.getByRole('checkbox', { name: /Template used/ }));
        await tap(dialog.getByRole('checkbox', { name: /Bulk send finished/ }));
        await expectNoSeriousA11yViolations(page, `add webhook endpoint (${size})`);
        await shot(page, `webhook-add-${size}`, { fullPage: false });
        await tap(dialog.getByRole('button', { name: 'Add endpoint' }));
        const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
        const secretBox = secretDialog.getByRole('textbox', { name: 'Signing secret' });
        await expect(secretBox).toHaveValue(/^whsec_/);
        const secret = await secretBox.inputValue();
        await tap(secretDialog.getByRole('button', { name: 'Copy secret' }));
        await expect(page.getByText('Secret copied')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
        await expectNoSeriousA11yViolations(page, `webhook secret (${size})`);
        await expectNoCutText(page, `webhook secret (${size})`);
        await shot(page, `webhook-secret-${size}`, { fullPage: false });
        await tap(secretDialog.getByRole('button', { name: 'Done' }));
        await expect(page.getByText(secret)).toHaveCount(0);

        // The endpoint, its events and switch; Send test event, then the log says it was delivered.
        const card = section.getByRole('article', { name: receiver.url });
        await expect(card.getByRole('switch', { name: 'Send events to this endpoint' })).toBeChecked();
        await expect(card.getByText('document.sent')).toBeVisible();
        await expect(card.getByText('template.used')).toHaveCount(0);
        await tap(card.getByRole('button', { name: 'Send test event' }));
        await expect(card.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
        await expect(card.getByText('Attempts: 1 · Status 200')).toBeVisible();
        expect(receiver.received).toHaveLength(1);
        const [delivery] = receiver.received;
        const header = String(delivery?.headers['signflow-signature']);
        const t = /t=(\d+)/.exec(header)?.[1];
        const signature = createHmac('sha256', secret).update(`${t}.${delivery?.body}`).digest('hex');
        expect(header).toBe(`t=${t},v1=${signature}`);
        expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
        await expectNoSeriousA11yViolations(page, `webhooks with a delivery (${size})`);
        await expectNoCutText(page, `webhooks with a delivery (${size})`);
        await shot(page, `webhook-delivered-${size}`);

        // Resend: a second delivery of the same event.
        await tap(card.getByRole('button', { name: 'Resend' }).first());
        await expect(card.getByText('Delivered')).toHaveCount(2, { timeout: 15_000 });
        expect(receiver.received).toHaveLength(2);
        expect(receiver.received[1]?.body).toBe(delivery?.body);

        // Delete, after asking.
        await tap(card.getByRole('button', { name: 'Delete' }));
        const confirm = page.getByRole('dialog', { name: 'Delete endpoint' });
        await expect(confirm).toContainText(receiver.url);
        await tap(confirm.getByRole('button', { name: 'Delete' }));
        await expect(page.getByText('Endpoint deleted')).toBeVisible();
        await expect(section.getByText('No endpoints yet.')).toBeVisible();
      } finally {
        receiver.server.close();
      }
    });
  });
}
