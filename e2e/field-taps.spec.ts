import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import type { FieldType } from '@signflow/contract/documents';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { type FieldPlacement, placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import {
  DESKTOP,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  openAsSigner,
  PHONE,
  pngImage,
  press,
  signerLinkOf,
  signersOf,
} from './support/signing';

/**
 * Every kind of field takes a click on a laptop and a tap on a phone, right where it is drawn: the pointer
 * lands at the drawn box's centre (or beside a box too small for a finger), as a person's does, and what
 * the signer meant happens. Locator actions that target an element by name, `check()` or a key press stand in
 * for none of these gestures.
 */

type Gesture = 'click' | 'tap';

const DEVICES: { name: string; gesture: Gesture; context: BrowserContextOptions }[] = [
  { name: 'laptop', gesture: 'click', context: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', gesture: 'tap', context: PHONE },
];

/** One field of each kind down the page; the checkbox is smaller than a fingertip, as owners often draw it. */
const FIELDS: (FieldPlacement & { type: FieldType })[] = [
  { type: 'draw', edges: { x1: 0.1, y1: 0.08, x2: 0.45, y2: 0.14 } },
  { type: 'initials', edges: { x1: 0.1, y1: 0.2, x2: 0.25, y2: 0.25 } },
  { type: 'file', edges: { x1: 0.1, y1: 0.3, x2: 0.3, y2: 0.38 } },
  { type: 'name', edges: { x1: 0.1, y1: 0.44, x2: 0.5, y2: 0.48 } },
  { type: 'text', edges: { x1: 0.1, y1: 0.53, x2: 0.5, y2: 0.57 }, label: 'Your city', required: true },
  { type: 'checkbox', edges: { x1: 0.1, y1: 0.62, x2: 0.13, y2: 0.64 }, label: 'I agree', required: true },
  { type: 'date', edges: { x1: 0.1, y1: 0.7, x2: 0.35, y2: 0.74 } },
];

/** The pointer goes down at a point of the screen, as a mouse or a finger does: whatever is drawn on top gets it. */
async function pointAt(page: Page, gesture: Gesture, x: number, y: number) {
  if (gesture === 'tap') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** A field's drawn box on screen, scrolled into view first as the signer would. */
async function drawnBox(field: Locator) {
  await field.scrollIntoViewIfNeeded();
  const box = await field.boundingBox();
  if (!box) throw new Error('the field is not on screen');
  return box;
}

async function pointAtCentre(page: Page, gesture: Gesture, field: Locator) {
  const box = await drawnBox(field);
  await pointAt(page, gesture, box.x + box.width / 2, box.y + box.height / 2);
}

for (const device of DEVICES) {
  test(`${device.name}: each field type takes a ${device.gesture} where it is drawn`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });
    await signIn(page, await registerViaApi(request));
    const email = uniqueEmail(`taps-${device.name}`);
    const seeded = await seedDocument(page, [{ name: 'Zeynep Öztürk', email }], 1);
    const [signer] = await signersOf(page, seeded);
    if (!signer) throw new Error('the document has no signer');
    for (const field of FIELDS) await placeFieldViaApi(page, seeded, signer.id, field);
    const invite = await page.request.post(`/v1/documents/signing/${seeded.documentId}/invite`, {
      headers: seeded.headers,
    });
    expect(invite.status()).toBe(200);

    const signerPage = await openAsSigner(browser, signerLinkOf(await waitForMail(email)), device.context);
    const actions = signerPage.getByRole('region', { name: 'Signing actions' });
    const fieldOf = (type: FieldType) => {
      const index = FIELDS.findIndex((field) => field.type === type);
      return signerPage.locator('[data-field-id]').nth(index);
    };
    await expect(signerPage.locator('[data-pdf-page="1"] canvas')).toBeVisible();
    await expect(signerPage.locator('[data-field-id]')).toHaveCount(FIELDS.length);
    const approve = () => press(actions.getByRole('button', { name: 'Approve' }), device.context);

    // The signature: its pad opens on the field, and takes a drawing.
    await pointAtCentre(signerPage, device.gesture, fieldOf('draw'));
    const pad = signerPage.getByRole('img', { name: 'Draw your signature here' });
    await expect(pad).toBeVisible();
    if (device.gesture === 'tap') await drawWithTouch(signerPage, pad);
    else await drawWithMouse(signerPage, pad);
    await approve();
    await expect(fieldOf('draw').locator('img')).toBeVisible();

    // The initials: the guided step has moved on to them, their pad open; typed this time, from the name.
    await expect(signerPage.getByRole('img', { name: 'Draw your initials here' })).toBeVisible();
    await pointAtCentre(signerPage, device.gesture, signerPage.getByText('Type', { exact: true }));
    await expect(signerPage.getByRole('textbox', { name: 'Type your initials' })).toHaveValue('ZÖ');
    await approve();
    await expect(fieldOf('initials')).toContainText('ZÖ');

    // The image, next: its chooser is open.
    const chooser = signerPage.waitForEvent('filechooser');
    await pointAtCentre(signerPage, device.gesture, signerPage.getByRole('button', { name: 'Choose a PNG image' }));
    await (await chooser).setFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: pngImage(120, 120) });
    await expect(fieldOf('file').locator('img')).toBeVisible();

    // The name and the text: a tap puts the caret in them, and the signer types.
    await pointAtCentre(signerPage, device.gesture, fieldOf('name'));
    const name = signerPage.getByRole('textbox', { name: 'Full name field of Zeynep Öztürk' });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Zeynep Öztürk');
    await pointAtCentre(signerPage, device.gesture, fieldOf('text'));
    const city = signerPage.getByRole('textbox', { name: 'Your city' });
    await expect(city).toBeFocused();
    await signerPage.keyboard.type('İzmir');
    await expect(city).toHaveValue('İzmir');

    // The checkbox, smaller than a fingertip: a tap on it ticks it, the last field, so the finish step opens; back
    // on the document, another tap clears it, and one just beside it ticks it again (the tap area reaches 44 px).
    const agree = signerPage.getByRole('checkbox', { name: 'I agree', exact: true });
    const finishStep = signerPage.getByRole('dialog', { name: 'Finish signing' });
    await pointAtCentre(signerPage, device.gesture, fieldOf('checkbox'));
    await expect(agree).toBeChecked();
    await press(finishStep.getByRole('button', { name: 'Back to the document' }), device.context);
    await expect(finishStep).toBeHidden();
    await pointAtCentre(signerPage, device.gesture, fieldOf('checkbox'));
    await expect(agree).not.toBeChecked();
    const box = await drawnBox(fieldOf('checkbox'));
    await pointAt(signerPage, device.gesture, box.x + box.width / 2, box.y + box.height + 6);
    await expect(agree).toBeChecked();
    await press(finishStep.getByRole('button', { name: 'Back to the document' }), device.context);

    // The date is the server's to fill: pointing at it changes nothing, and the signer can finish.
    await pointAtCentre(signerPage, device.gesture, fieldOf('date'));
    await screenshot(signerPage, `field-taps-${device.name}`);
    await press(actions.getByRole('button', { name: 'Finish' }), device.context);
    await finishWithConsent(signerPage, device.context);
    await expect(signerPage.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
    await signerPage.context().close();
  });
}
