import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContextOptions, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mail';
import { APP_URL } from './support/ports';
import { drawWithMouse, drawWithTouch, PHONE, press, sendToOneSigner, signerLinkOf } from './support/signing';

/**
 * Embedded signing (docs/embedding.md): a shop's page on another origin puts a signer's link in an iframe with the
 * embed package's plain script, served by the app; the signer signs inside the frame, and the shop's page hears
 * `signflow:signed`. The same page on an origin the account does not list is refused the frame by the browser.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.artifacts/screenshots';
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };
const DEVICES = [
  { name: 'laptop', context: LAPTOP },
  { name: 'phone', context: PHONE },
] as const;

/** The shop's page: the signer's link (?link=) in a frame, and every event it raised, listed as the page shows them. */
const SHOP_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop checkout</title>
<style>body{font-family:sans-serif;margin:0;padding:8px}h1{font-size:18px;margin:0 0 6px}#signing{height:calc(100vh - 90px);border:1px solid #888}</style>
</head>
<body>
<h1>Shop checkout: sign your contract</h1>
<div id="signing"></div>
<ul id="events" aria-label="Events"></ul>
<script src="${APP_URL}/embed/signflow-embed.js"></script>
<script>
  window.signflowEvents = [];
  const record = (event) => {
    window.signflowEvents.push(event);
    const item = document.createElement('li');
    item.textContent = event.type;
    document.getElementById('events').appendChild(item);
  };
  SignFlowEmbed.mountSignFlowSigning(document.getElementById('signing'), {
    url: new URLSearchParams(location.search).get('link'),
    onLoaded: record, onSigned: record, onRejected: record, onRevisionRequested: record, onError: record,
  });
</script>
</body>
</html>`;

/** The shop's own little web server, on 127.0.0.1 at a free port: an origin the app is not. */
async function startShop(): Promise<{ server: Server; port: number }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(SHOP_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

let shop: { server: Server; port: number };
test.beforeAll(async () => {
  shop = await startShop();
});
test.afterAll(async () => {
  await new Promise((resolve) => shop.server.close(resolve));
});

const shopPage = (host: string, link: string) => `http://${host}:${shop.port}/?link=${encodeURIComponent(link)}`;
const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { signflowEvents: Record<string, string>[] }).signflowEvents);

/** The owner lists the shop's origin on the Integrations page, as a person does. */
async function allowShop(page: Page, origin: string, device: string) {
  await page.goto('/integrations');
  const section = page.getByRole('region', { name: 'Embedding' });
  await expect(section).toBeVisible();
  const address = section.getByRole('textbox', { name: 'Site address' });
  // A wrong address first: the rule is said beside the field, nothing is added.
  await address.fill('http://shop.example.com');
  await section.getByRole('button', { name: 'Add site' }).click();
  await expect(section.getByText('An allowed origin must start with https://')).toBeVisible();
  await address.fill(`${origin}/`);
  await section.getByRole('button', { name: 'Add site' }).click();
  await expect(section.getByRole('button', { name: `Remove ${origin}` })).toBeVisible();
  await expect(section.getByText('Not saved yet')).toBeVisible();
  await section.getByRole('button', { name: 'Save allowed sites' }).click();
  await expect(page.getByText('Allowed sites saved')).toBeVisible();
  await expect(section.getByText('Not saved yet')).toHaveCount(0);
  await expect(section.getByLabel('The code for your page')).toContainText('signflow-embed.js');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/embedding-section-${device}.png` });
  await expectNoSeriousA11yViolations(page, `the Embedding section (${device})`);
}

/** Inside the frame: the signer draws their signature, approves, and finishes with their consent. */
async function signInFrame(page: Page, frame: FrameLocator, device: BrowserContextOptions) {
  const actions = frame.getByRole('region', { name: 'Signing actions' });
  await press(actions.getByRole('button', { name: 'Start signing' }), device);
  const pad = frame.getByRole('img', { name: 'Draw your signature here' });
  await expect(pad).toBeVisible();
  if (device.hasTouch) await drawWithTouch(page, pad);
  else await drawWithMouse(page, pad);
  await press(actions.getByRole('button', { name: 'Approve' }), device);
  const finish = frame.getByRole('dialog', { name: 'Finish signing' });
  await expect(finish).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/embedded-finish-${device.hasTouch ? 'phone' : 'laptop'}.png` });
  await press(finish.getByText('I agree that my electronic signature'), device);
  await press(finish.getByRole('button', { name: 'Finish' }), device);
  await expect(frame.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
}

for (const device of DEVICES) {
  test(`${device.name}: a signer signs inside the shop's frame and the shop hears it; another origin is refused the frame`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(device.context.viewport ?? { width: 1366, height: 768 });
    await signIn(page, await registerViaApi(request));
    const allowed = `http://127.0.0.1:${shop.port}`;
    await allowShop(page, allowed, device.name);
    const sent = await sendToOneSigner(page);
    const link = signerLinkOf(await waitForMail(sent.signer.email));

    // The signer, on the shop's page, with no session of the app.
    const context = await browser.newContext(device.context);
    const signer = await context.newPage();
    await signer.goto(shopPage('127.0.0.1', link));
    const frame = signer.frameLocator('iframe[title="Sign document"]');
    await expect(frame.getByRole('region', { name: 'Signing actions' })).toBeVisible();
    await expect(signer.getByRole('list', { name: 'Events' })).toContainText('signflow:loaded');
    await signer.screenshot({ path: `${SHOTS}/embedded-start-${device.name}.png` });

    await signInFrame(signer, frame, device.context);
    await expect(signer.getByRole('list', { name: 'Events' })).toContainText('signflow:signed');
    const events = await eventsOf(signer);
    expect(events).toEqual([
      { type: 'signflow:loaded', documentId: sent.documentId, signerId: expect.any(String) },
      { type: 'signflow:signed', documentId: sent.documentId, signerId: events[0]?.signerId },
    ]);
    await signer.screenshot({ path: `${SHOTS}/embedded-signed-${device.name}.png` });

    // The same page at localhost (another origin, not listed): the browser refuses the frame, nothing is heard.
    const refusals: string[] = [];
    signer.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await signer.goto(shopPage('localhost', link));
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain(`frame-ancestors 'self' ${allowed}`);
    const refusedFrame = signer.frameLocator('iframe[title="Sign document"]');
    await expect(refusedFrame.getByRole('region', { name: 'Signing actions' })).toHaveCount(0);
    await expect(refusedFrame.getByText('You signed this document')).toHaveCount(0);
    expect(await eventsOf(signer)).toEqual([]);
    await signer.screenshot({ path: `${SHOTS}/embedded-refused-${device.name}.png` });
    await context.close();
  });
}
