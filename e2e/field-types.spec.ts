import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts';
import { pdfText } from './support/billing';
import { seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import { inviteFromDocumentsPage, openAsSigner, PHONE, signerLinkOf } from './support/signing';

const SHOTS = '/work/wt/shots';

function pageBox(page: Page, pageNumber: number) {
  return page.locator(`[data-pdf-page="${pageNumber}"]`);
}

async function dragOnPage(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('page not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

const TOOLS = ['Signature Field', 'Initials', 'Full name', 'Date signed', 'Text', 'Checkbox'] as const;

const DEVICES: { name: string; owner: { width: number; height: number }; signer: BrowserContextOptions }[] = [
  { name: 'desktop', owner: { width: 1366, height: 768 }, signer: { viewport: { width: 1366, height: 768 } } },
  // The editor's toolbox leaves a phone's page too narrow to draw fields on: the owner prepares on a laptop.
  { name: 'phone', owner: { width: 1366, height: 768 }, signer: PHONE },
];

for (const device of DEVICES) {
  test(`${device.name}: the owner places one field of each type; the signer fills them by keyboard; the sealed PDF holds the name, text and date`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(device.owner);
    await signIn(page, await registerViaApi(request));
    const email = `zeynep.${Date.now()}.${device.name}@example.com`;
    const seeded = await seedDocument(page, [{ name: 'Zeynep Öztürk', email }]);

    await page.goto(`/annotate?templateId=${seeded.documentId}`);
    await expect(pageBox(page, 1).locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: 'Zeynep Öztürk' }).click();
    for (const [row, tool] of TOOLS.entries()) {
      await page.getByRole('button', { name: tool, exact: true }).click();
      const top = 0.1 + row * 0.05;
      await dragOnPage(page, pageBox(page, 1), [0.1, top], [0.6, top + 0.04]);
    }
    await expect(page.locator('[data-field]')).toHaveCount(TOOLS.length);
    // Each box names its signer and its kind.
    const textBox = pageBox(page, 1).getByRole('group', { name: 'Text field of Zeynep Öztürk' });
    await expect(textBox).toContainText('Zeynep Öztürk');
    await expect(textBox).toContainText('Text');
    await textBox.hover();
    await textBox.getByRole('button', { name: 'Field settings' }).click();
    await page.getByRole('textbox', { name: 'Label shown to the signer' }).fill('Your city');
    await page.getByRole('checkbox', { name: 'Required' }).check();
    await page.keyboard.press('Escape');
    const checkboxBox = pageBox(page, 1).getByRole('group', { name: 'Checkbox field of Zeynep Öztürk' });
    await checkboxBox.hover();
    await checkboxBox.getByRole('button', { name: 'Field settings' }).click();
    await page.getByRole('textbox', { name: 'Label shown to the signer' }).fill('I agree');
    await page.keyboard.press('Escape');
    await expect(textBox).toContainText('Text * · Your city');
    await page.screenshot({ path: `${SHOTS}/fields-editor-${device.name}.png` });
    await page.getByRole('button', { name: 'Save And Close' }).click();
    await expect(page.getByText('Document updated successfully')).toBeVisible();

    await inviteFromDocumentsPage(page);
    const signer = await openAsSigner(browser, signerLinkOf(await waitForMail(email)), device.signer);
    const actions = signer.getByRole('region', { name: 'Signing actions' });
    await expect(signer.locator('[data-pdf-page="1"] canvas')).toBeVisible();
    await expect(signer.getByRole('textbox', { name: 'Full name field of Zeynep Öztürk' })).toHaveValue(
      'Zeynep Öztürk',
    );

    // The signature: typed, by keyboard only.
    await actions.getByRole('button', { name: 'Start signing' }).click();
    await signer.getByRole('radio', { name: 'Draw' }).focus();
    await signer.keyboard.press('ArrowRight');
    const typed = signer.getByRole('textbox', { name: 'Type your signature' });
    await expect(typed).toHaveValue('Zeynep Öztürk');
    await typed.fill('Z. Öztürk');
    await signer.screenshot({ path: `${SHOTS}/fields-signing-type-${device.name}.png` });
    await typed.press('Enter');
    // The initials: Next goes there; typed too, prefilled from the name.
    await actions.getByRole('button', { name: 'Next' }).click();
    await expect(signer.getByRole('radio', { name: 'Type' })).toBeChecked();
    await expect(signer.getByRole('textbox', { name: 'Type your initials' })).toHaveValue('ZÖ');
    await signer.getByRole('textbox', { name: 'Type your initials' }).press('Enter');
    // The required text: Next puts the keyboard in it.
    await actions.getByRole('button', { name: 'Next' }).click();
    const city = signer.getByRole('textbox', { name: 'Your city' });
    await expect(city).toBeFocused();
    await signer.keyboard.type('İzmir Straße');
    await signer.getByRole('checkbox', { name: 'I agree' }).focus();
    await signer.keyboard.press('Space');
    await expect(signer.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    await signer.screenshot({ path: `${SHOTS}/fields-signing-filled-${device.name}.png`, fullPage: true });
    await actions.getByRole('button', { name: 'Done' }).click();
    await expect(signer.getByRole('heading', { name: 'You signed this document' })).toBeVisible();

    // The sealed PDF holds the typed answers as text.
    const sealedUrl = `/v1/documents/${seeded.documentId}/download`;
    await expect
      .poll(async () => (await page.request.get(sealedUrl, { headers: seeded.headers })).status(), { timeout: 60_000 })
      .toBe(200);
    const sealed = Buffer.from(await (await page.request.get(sealedUrl, { headers: seeded.headers })).body());
    const text = pdfText(sealed);
    const record = await (
      await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })
    ).json();
    const date = record.coordinates.find((field: { type: string }) => field.type === 'date').response.text as string;
    expect(date).toMatch(/\d{4}/);
    for (const expected of ['Z. Öztürk', 'ZÖ', 'Zeynep Öztürk', 'İzmir Straße', date]) expect(text).toContain(expected);
    await signer.context().close();
  });
}
