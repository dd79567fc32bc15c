import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type BrowserContextOptions, expect, test } from '@playwright/test';
import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { registerViaApi, screenshot } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { waitForMail } from './support/mail';
import { DESKTOP, PHONE, press } from './support/signing';
import { signedInHeaders } from './support/templates';

/**
 * An endpoint whose every delivery failed for WEBHOOK_DISABLE_AFTER_HOURS (3 days here) is turned off at its next
 * failure (docs/api.md#webhooks): its owner is mailed, in their language, and the Integrations page says why. Once
 * the receiver answers again, the owner turns it on and its test event is delivered. The days of failing are moved
 * back with POST /dev/webhooks/time-travel rather than waited for. In English on a laptop, and in German and Turkish
 * (whose sentences run longest) on a phone.
 */
const RUNS = [
  {
    language: 'en',
    locale: 'en-US',
    device: { ...DESKTOP, viewport: { width: 1366, height: 768 } },
    words: {
      signIn: 'Sign in',
      section: 'Webhooks',
      turnedOff: 'Turned off for failing',
      why: 'Every delivery to this endpoint failed for 3 days, so it was turned off. Turn it on again once it answers.',
      toggle: 'Send events to this endpoint',
      sendTest: 'Send test event',
      delivered: 'Delivered',
    },
  },
  {
    language: 'de',
    locale: 'de-DE',
    device: PHONE,
    words: {
      signIn: 'Anmelden',
      section: 'Webhooks',
      turnedOff: 'Wegen Fehlern ausgeschaltet',
      why: 'Jede Zustellung an diesen Endpunkt ist 3 Tage lang fehlgeschlagen, daher wurde er ausgeschaltet. Schalten Sie ihn wieder ein, sobald er antwortet.',
      toggle: 'Ereignisse an diesen Endpunkt senden',
      sendTest: 'Testereignis senden',
      delivered: 'Zugestellt',
    },
  },
  {
    language: 'tr',
    locale: 'tr-TR',
    device: PHONE,
    words: {
      signIn: 'Giriş yap',
      section: 'Webhook’lar',
      turnedOff: 'Başarısız olduğu için kapatıldı',
      why: 'Bu uç noktaya yapılan her teslimat 3 gün boyunca başarısız oldu, bu yüzden kapatıldı. Yanıt verdiğinde yeniden açın.',
      toggle: 'Olayları bu uç noktaya gönder',
      sendTest: 'Test olayı gönder',
      delivered: 'Teslim edildi',
    },
  },
] as const satisfies readonly {
  language: Language;
  locale: string;
  device: BrowserContextOptions;
  words: Record<string, string>;
}[];

/** A receiver on 127.0.0.1 that answers 500 until `healthy` is set (the app runs with WEBHOOK_ALLOW_PRIVATE). */
async function startReceiver() {
  const state = { healthy: false, received: 0 };
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.received += 1;
      response.writeHead(state.healthy ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/failing`, state, server };
}

/** Sends the endpoint a test event through the API and waits for its first attempt to have failed. */
async function failedTestEvent(request: APIRequestContext, headers: Record<string, string>, endpointId: string) {
  const sent = await request.post(`/v1/webhooks/${endpointId}/test`, { headers });
  expect(sent.status()).toBe(202);
  const { id } = await sent.json();
  await expect
    .poll(async () => {
      const log = await (await request.get(`/v1/webhooks/${endpointId}/deliveries`, { headers })).json();
      return log.deliveries.find((each: { id: string }) => each.id === id)?.attempts ?? 0;
    })
    .toBeGreaterThan(0);
}

for (const run of RUNS) {
  test.describe(run.language, () => {
    test.use({ ...run.device, locale: run.locale });

    test(`a failing endpoint is turned off, its owner told why, and turned on again (${run.language})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const receiver = await startReceiver();
      try {
        // A short address: the header shortens a long one with an ellipsis, which the cut-text check would flag.
        const email = `off${run.language}${Date.now().toString(36)}@ex.co`;
        const account = await registerViaApi(request, { language: run.language, email });
        const headers = await signedInHeaders(request, account);
        const added = await request.post('/v1/webhooks', {
          headers,
          data: { url: receiver.url, events: ['document.sent'] },
        });
        expect(added.status()).toBe(201);
        const endpoint = await added.json();

        // It fails, its failing is moved 3 days back, and it fails once more: that failure turns it off.
        await failedTestEvent(request, headers, endpoint.id);
        const travelled = await request.post('/dev/webhooks/time-travel', { data: { email: account.email, days: 3 } });
        expect(travelled.status(), await travelled.text()).toBe(200);
        await failedTestEvent(request, headers, endpoint.id);
        await expect
          .poll(async () => (await (await request.get(`/v1/webhooks/${endpoint.id}`, { headers })).json()).enabled)
          .toBe(false);

        // The owner's mail, in their language, says how long it failed and where to turn it on again.
        const words = wordsOf(run.language).mail.webhookDisabled;
        const mail = await waitForMail(account.email, {
          matching: (each) => each.subject === words.subject(receiver.url),
        });
        expect(mail.text).toContain(words.body({ url: receiver.url, hours: 72 }));
        expect(mail.text).toMatch(/https?:\/\/\S+\/integrations/);

        // The Integrations page says it was turned off and why.
        await page.goto('/login');
        await page.locator('input[type="email"]').fill(account.email);
        await page.locator('input[type="password"]').fill(account.password);
        await press(page.getByRole('button', { name: run.words.signIn, exact: true }), run.device);
        await page.waitForURL((url) => url.pathname !== '/login');
        await page.goto('/integrations');
        const card = page.getByRole('region', { name: run.words.section }).getByRole('article', { name: receiver.url });
        const note = card.getByRole('note');
        await expect(note).toContainText(run.words.turnedOff);
        await expect(note).toContainText(run.words.why);
        const toggle = card.getByRole('switch', { name: run.words.toggle });
        await expect(toggle).not.toBeChecked();
        await expect(card.getByRole('button', { name: run.words.sendTest })).toBeDisabled();
        await note.scrollIntoViewIfNeeded();
        await expectNoCutText(page, `webhook turned off (${run.language})`);
        await expectNoSeriousA11yViolations(page, `webhook turned off (${run.language})`);
        await screenshot(page, `webhook-turned-off-${run.language}`, { fullPage: false });

        // The receiver answers again; the owner turns the endpoint on, and its test event is delivered.
        receiver.state.healthy = true;
        await press(toggle, run.device);
        await expect(toggle).toBeChecked();
        await expect(note).toHaveCount(0);
        await press(card.getByRole('button', { name: run.words.sendTest }), run.device);
        await expect(card.getByText(run.words.delivered, { exact: true })).toBeVisible({ timeout: 15_000 });
      } finally {
        receiver.server.close();
      }
    });
  });
}
