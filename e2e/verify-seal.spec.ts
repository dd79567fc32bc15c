import { type Browser, type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pdfOfPages } from './support/pdf';
import { approveAndSubmit, downloadSealed, PHONE, sendToOneSigner } from './support/signing';

const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

/** As a person does: the page's drop zone, a button, opens the device's file chooser, where the file is picked. */
async function chooseThroughFileChooser(page: Page, name: string, buffer: Buffer, touch: boolean) {
  const choosing = page.waitForEvent('filechooser');
  const button = page.getByRole('button', { name: 'Drop a signed PDF here, or choose one from your device.' });
  await (touch ? button.tap() : button.click());
  await (await choosing).setFiles({ name, mimeType: 'application/pdf', buffer });
}

/** The value the verdict gives for `label` (a description list: the term, then its definition). */
function factOf(region: Locator, label: string): Locator {
  return region
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** One digit of the first page's size changed: a byte the seal covers, the PDF still readable. */
function withPageSizeChanged(sealed: Buffer): Buffer {
  const changed = Buffer.from(sealed);
  let at = changed.indexOf('/MediaBox');
  while (!/[1-9]/.test(String.fromCharCode(changed[at] ?? 0))) at += 1;
  changed[at] = changed[at] === 0x35 ? 0x36 : 0x35;
  return changed;
}

/** A document signed and sealed by this installation: the sealed file, as its owner downloads it. */
async function sealedFile(page: Page, request: import('@playwright/test').APIRequestContext): Promise<Buffer> {
  await signIn(page, await registerViaApi(request));
  const sent = await sendToOneSigner(page);
  await approveAndSubmit(request, sent);
  return downloadSealed(page, sent);
}

async function verifyOn(browser: Browser, device: BrowserContextOptions, label: string, sealed: Buffer) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const touch = device.hasTouch === true;
  try {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { name: 'Verify a signed document' })).toBeVisible();

    await chooseThroughFileChooser(page, 'contract-signed.pdf', sealed, touch);
    const genuine = page.getByRole('region', { name: /^Genuine, sealed by SignFlow seal .+ on .+, unchanged$/ });
    await expect(genuine).toBeVisible({ timeout: 30_000 });
    const fact = (label: string) => factOf(genuine, label);
    await expect(fact('Digital signature')).toHaveText('Valid');
    await expect(fact('Since it was sealed')).toHaveText('Unchanged');
    await expect(fact('Certificate')).toHaveText('Trusted');
    await expect(fact('Trusted time')).toHaveText('None: its time is the signer’s own clock');
    await expect(fact('Long-term validation')).toHaveText('No validation data embedded');
    await expect(fact('This installation’s register')).toHaveText('Knows this file');
    await expect(fact('Sealed by')).toHaveText(/^CN=SignFlow seal/);
    await expect(genuine.getByRole('table', { name: 'Parties' })).toContainText('Amy Signer');
    await expectNoSeriousA11yViolations(page, `verify: genuine (${label})`);
    await screenshot(page, `seal-verify-genuine-${label}`);

    const changed = withPageSizeChanged(sealed);
    await chooseThroughFileChooser(page, 'contract-changed.pdf', changed, touch);
    const altered = page.getByRole('region', { name: 'Not genuine: changed after it was sealed' });
    await expect(altered).toContainText('contract-changed.pdf');
    await expect(factOf(altered, 'Since it was sealed')).toHaveText('Changed: bytes the seal covers were altered');
    await expect(factOf(altered, 'Digital signature')).toHaveText('Does not hold');
    await expectNoSeriousA11yViolations(page, `verify: changed (${label})`);
    await screenshot(page, `seal-verify-changed-${label}`);

    await chooseThroughFileChooser(page, 'unsigned.pdf', await pdfOfPages(1), touch);
    await expect(page.getByRole('region', { name: 'Not genuine: this file carries no seal' })).toContainText(
      'unsigned.pdf',
    );
    await screenshot(page, `seal-verify-no-seal-${label}`);
  } finally {
    await context.close();
  }
}

test('/verify reads the chosen file’s own seal: a short verdict first, then the seal’s details, on a laptop and a phone', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // Signing, then the sealing pass, then two devices.
  const sealed = await sealedFile(page, request);
  await verifyOn(browser, LAPTOP, 'laptop', sealed);
  await verifyOn(browser, PHONE, 'phone', sealed);
});
