import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn } from './support/accounts';
import { pdfText } from './support/billing';
import { seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import {
  CONSENT,
  finishWithConsent,
  inviteFromDocumentsPage,
  openAsSigner,
  PHONE,
  press,
  signerLinkOf,
} from './support/signing';

const SHOTS = '.artifacts/screenshots';

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

for (const setup of DEVICES) {
  test(`${setup.name}: the owner places one field of each type; the signer fills them, the guided step moving on by itself; the sealed PDF holds the name, text, date and the box's label, its certificate the consent`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(setup.owner);
    await signIn(page, await registerViaApi(request));
    const email = `zeynep.${Date.now()}.${setup.name}@example.com`;
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
    await page.getByRole('checkbox', { name: 'Required' }).click();
    await page.keyboard.press('Escape');
    const checkboxBox = pageBox(page, 1).getByRole('group', { name: 'Checkbox field of Zeynep Öztürk' });
    await checkboxBox.hover();
    await checkboxBox.getByRole('button', { name: 'Field settings' }).click();
    await page.getByRole('textbox', { name: 'Label shown to the signer' }).fill('I accept the terms');
    await page.keyboard.press('Escape');
    await expect(textBox).toContainText('Text * · Your city');
    await page.screenshot({ path: `${SHOTS}/fields-editor-${setup.name}.png` });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    await inviteFromDocumentsPage(page);
    const signer = await openAsSigner(browser, signerLinkOf(await waitForMail(email)), setup.signer);
    const actions = signer.getByRole('region', { name: 'Signing actions' });
    await expect(signer.locator('[data-pdf-page="1"] canvas')).toBeVisible();
    await expect(signer.getByRole('textbox', { name: 'Full name field of Zeynep Öztürk' })).toHaveValue(
      'Zeynep Öztürk',
    );

    // The signature: typed. Approved, it is adopted, and the guided step moves on by itself.
    const device = setup.signer;
    await press(actions.getByRole('button', { name: 'Start signing' }), device);
    await press(signer.getByText('Type', { exact: true }), device);
    const typed = signer.getByRole('textbox', { name: 'Type your signature' });
    await expect(typed).toHaveValue('Zeynep Öztürk');
    await typed.fill('Z. Öztürk');
    await signer.screenshot({ path: `${SHOTS}/fields-signing-type-${setup.name}.png` });
    await press(actions.getByRole('button', { name: 'Approve' }), device);
    // The initials, next: typed too, prefilled from the name.
    await expect(signer.getByRole('radio', { name: 'Type' })).toBeChecked();
    await expect(signer.getByRole('textbox', { name: 'Type your initials' })).toHaveValue('ZÖ');
    await press(actions.getByRole('button', { name: 'Approve' }), device);
    // The required text, next (the name is filled in already, the date is the server's): the keyboard is in it,
    // and typing does not move on until the signer says so (Enter, or the bar's main action, Finish now).
    const city = signer.getByRole('textbox', { name: 'Your city' });
    await expect(city).toBeFocused();
    await signer.keyboard.type('İzmir Straße');
    await expect(city).toBeFocused();
    const finishStep = signer.getByRole('dialog', { name: 'Finish signing' });
    await expect(finishStep).toBeHidden();
    if (device.hasTouch) await press(actions.getByRole('button', { name: 'Finish' }), device);
    else await city.press('Enter');
    // Every required field is filled: the finish step. The box to tick is optional: back on the document, a tick
    // on it brings the finish step again.
    await expect(finishStep).toContainText('4 of 4 fields completed');
    await press(finishStep.getByRole('button', { name: 'Back to the document' }), device);
    const agree = signer.getByRole('checkbox', { name: 'I accept the terms', exact: true });
    await press(signer.getByText('I accept the terms', { exact: true }), device);
    await expect(agree).toBeChecked();
    await expect(finishStep).toBeVisible();
    await signer.screenshot({ path: `${SHOTS}/fields-signing-filled-${setup.name}.png` });
    await finishWithConsent(signer, device);
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
    // The box's label is printed beside it, as the signer read it; the certificate page states the consent and when.
    expect(text).toContain('I accept the terms');
    const words = text.replace(/\s+/g, ' ');
    expect(words).toMatch(/Agreed to sign electronically: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(words).toContain(CONSENT);
    await signer.context().close();
  });
}
