import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import type { FieldType } from '@signflow/contract/documents';
import { LANGUAGES as APP_LANGUAGES } from '@signflow/contract/languages';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { type FieldPlacement, placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import {
  DESKTOP,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  openAsSigner,
  PHONE,
  press,
  signerLinkOf,
  signersOf,
  signingActions,
} from './support/signing';

/**
 * A signer without an account, often on a phone, signs in seconds: who asks and why is said first, the first
 * signature (and initials) is adopted and each later field takes one tap, the guided step moves on by itself, one
 * finish step asks for the consent; on a phone the pad never hides the field, and no label is cut in any language.
 */

const SHOTS = '.artifacts/screenshots';
const LAPTOP: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1366, height: 768 } };
const DEVICES = [
  { name: 'laptop', context: LAPTOP },
  { name: 'phone', context: PHONE },
] as const;

/** Down page 1 then page 2: three signatures, two initials and a box to tick, as a contract often asks. */
const FIELDS: (FieldPlacement & { type: FieldType })[] = [
  { type: 'draw', edges: { x1: 0.1, y1: 0.15, x2: 0.45, y2: 0.21 } },
  { type: 'initials', edges: { x1: 0.6, y1: 0.3, x2: 0.75, y2: 0.35 } },
  { type: 'draw', edges: { x1: 0.1, y1: 0.55, x2: 0.45, y2: 0.61 } },
  { type: 'initials', pageNumber: 2, edges: { x1: 0.6, y1: 0.2, x2: 0.75, y2: 0.25 } },
  { type: 'draw', pageNumber: 2, edges: { x1: 0.1, y1: 0.5, x2: 0.45, y2: 0.56 } },
  { type: 'checkbox', pageNumber: 2, edges: { x1: 0.1, y1: 0.7, x2: 0.5, y2: 0.74 }, label: 'I read the terms' },
];

/** The owner (Ada Lovelace) sends a document of FIELDS to one signer, with a message. */
async function sendDocument(page: Page, request: Parameters<typeof registerViaApi>[0], name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, await registerViaApi(request));
  const email = uniqueEmail(name);
  const seeded = await seedDocument(page, [{ name: 'Zeynep Öztürk', email }], 2);
  const [signer] = await signersOf(page, seeded);
  if (!signer) throw new Error('the document has a signer');
  for (const field of FIELDS) {
    await placeFieldViaApi(page, seeded, signer.id, { ...field, required: field.type === 'checkbox' || undefined });
  }
  const invite = await page.request.post(`/v1/documents/signing/${seeded.documentId}/invite`, {
    headers: seeded.headers,
    data: { message: 'Please sign before Friday.\nThe fee is on page 2.' },
  });
  expect(invite.status()).toBe(200);
  return { seeded, link: signerLinkOf(await waitForMail(email)) };
}

/** Whether two boxes on screen share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

/** The pad lies wholly on screen and leaves the field it signs in sight. */
async function expectPadBesideField(page: Page, field: Locator) {
  const pad = await page.locator('[data-active-field-panel]').boundingBox();
  const box = await field.boundingBox();
  if (!pad || !box) throw new Error('the pad and its field are on screen');
  expect(overlap(pad, box), 'the pad does not cover the field').toBe(false);
  expect(pad.x).toBeGreaterThanOrEqual(0);
  expect(pad.x + pad.width).toBeLessThanOrEqual(375);
  expect(box.y, 'the field is on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
}

for (const device of DEVICES) {
  test(`${device.name}: the first signature and initials are adopted, each later field takes one ${device.context.hasTouch ? 'tap' : 'click'}, then one finish step`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { seeded, link } = await sendDocument(page, request, `seconds-${device.name}`);
    const signer = await openAsSigner(browser, link, device.context);
    const phone = device.context.hasTouch === true;
    const actions = signingActions(signer);
    const fieldAt = (index: number) => signer.locator('[data-field-id]').nth(index);
    const signed = (index: number) => expect(fieldAt(index).locator('img').or(fieldAt(index).getByText('ZÖ')));
    await expect(signer.locator('[data-pdf-page="1"] canvas')).toBeVisible();

    // Who asks and why, before the first field.
    const intro = signer.getByRole('region', { name: 'About this request' });
    await expect(intro).toContainText('Ada Lovelace');
    await expect(intro).toContainText('asks you to sign “contract.pdf”.');
    await expect(intro).toContainText('Please sign before Friday.');
    await expect(intro).toContainText('The fee is on page 2.');
    const introBox = await intro.boundingBox();
    const firstField = await fieldAt(0).boundingBox();
    expect((introBox?.y ?? 0) + (introBox?.height ?? 0)).toBeLessThanOrEqual(firstField?.y ?? 0);
    await signer.screenshot({ path: `${SHOTS}/seconds-start-${device.name}.png` });

    // The first signature: drawn and approved.
    await press(actions.getByRole('button', { name: 'Start signing' }), device.context);
    const pad = signer.getByRole('img', { name: 'Draw your signature here' });
    await expect(pad).toBeVisible();
    if (phone) await expectPadBesideField(signer, fieldAt(0));
    await signer.screenshot({ path: `${SHOTS}/seconds-pad-${device.name}.png` });
    if (phone) await drawWithTouch(signer, pad);
    else await drawWithMouse(signer, pad);
    await press(actions.getByRole('button', { name: 'Approve' }), device.context);
    await signed(0).toBeVisible();

    // On by itself to the first initials: their own pad, typed from the name.
    await expect(signer.getByRole('img', { name: 'Draw your initials here' })).toBeVisible();
    if (phone) await expectPadBesideField(signer, fieldAt(1));
    await press(signer.getByText('Type', { exact: true }), device.context);
    await expect(signer.getByRole('textbox', { name: 'Type your initials' })).toHaveValue('ZÖ');
    await press(actions.getByRole('button', { name: 'Approve' }), device.context);
    await signed(1).toBeVisible();

    // The second signature: already the active field, no pad; one tap on it signs it with the adopted one.
    await expect(actions.getByRole('button', { name: 'Sign here' })).toBeVisible();
    await expect(signer.locator('[data-active-field-panel]')).toHaveCount(0);
    await signer.screenshot({ path: `${SHOTS}/seconds-adopted-${device.name}.png` });
    await press(fieldAt(2), device.context);
    await signed(2).toBeVisible();
    // Initials are next: the bar and the field say so, not 'Sign here'.
    await expect(actions.getByRole('button', { name: 'Initial here' })).toBeVisible();
    await expect(fieldAt(3)).toContainText('Initial here');
    await signer.screenshot({ path: `${SHOTS}/seconds-initial-here-${device.name}.png` });
    // The second initials, likewise; the third signature by the bar's Sign here.
    await press(fieldAt(3), device.context);
    await signed(3).toBeVisible();
    await press(actions.getByRole('button', { name: 'Sign here' }), device.context);
    await signed(4).toBeVisible();

    // The box to tick, next: a tick and the finish step opens.
    const terms = signer.getByRole('checkbox', { name: 'I read the terms' });
    await expect(terms).toBeFocused();
    await press(signer.getByText('I read the terms'), device.context);
    const finishStep = signer.getByRole('dialog', { name: 'Finish signing' });
    await expect(finishStep).toContainText('6 of 6 fields completed');
    await expect(finishStep).toContainText(
      'Everyone will then have signed: you will receive the sealed PDF by e-mail.',
    );

    // Changeable still: back on the document, the second signature is cleared and its pad opens again.
    await press(finishStep.getByRole('button', { name: 'Back to the document' }), device.context);
    await press(fieldAt(2).getByRole('button', { name: /^Clear the signature of/ }), device.context);
    await expect(pad).toBeVisible();
    if (phone) await expectPadBesideField(signer, fieldAt(2));
    await press(signer.getByText('Draw', { exact: true }), device.context);
    if (phone) await drawWithTouch(signer, pad);
    else await drawWithMouse(signer, pad);
    await press(actions.getByRole('button', { name: 'Approve' }), device.context);
    await expect(finishStep).toBeVisible();
    await signer.screenshot({ path: `${SHOTS}/seconds-finish-${device.name}.png` });
    await finishWithConsent(signer, device.context);
    await expect(signer.getByRole('heading', { name: 'You signed this document' })).toBeVisible();

    // Every field as signed, and the consent in the trail, just before the submission.
    const record = await (
      await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })
    ).json();
    const responses = (record.coordinates as { type: FieldType; response: Record<string, unknown> }[]).map(
      (field) => [field.type, field.response] as const,
    );
    for (const [type, response] of responses) {
      expect(response.approve, type).toBe(true);
      if (type === 'draw') expect(response.image).toMatch(/^data:image\/png;base64,/);
      if (type === 'initials') expect(response.text).toBe('ZÖ');
    }
    const trail = await (
      await page.request.get(`/v1/documents/${seeded.documentId}/audit`, { headers: seeded.headers })
    ).json();
    const types = (trail.events as { type: string }[]).map((event) => event.type);
    expect(types.indexOf('consent_given')).toBe(types.indexOf('submitted') - 1);
    await signer.context().close();
  });
}

const LANGUAGES = [
  { code: 'en', locale: 'en-GB', start: 'Start signing' },
  { code: 'tr', locale: 'tr-TR', start: 'İmzalamaya başla' },
  { code: 'de', locale: 'de-DE', start: 'Signieren starten' },
  { code: 'fr', locale: 'fr-FR', start: 'Commencer la signature' },
  { code: 'es', locale: 'es-ES', start: 'Empezar a firmar' },
  { code: 'id', locale: 'id-ID', start: 'Mulai tanda tangan' },
] as const;

/**
 * What is cut or sticks out of a 375 px screen: every visible button, label, menu item and text of the page's own
 * (the fields' words too, not the document's text) whose content is wider than its box, or that reaches past the
 * screen's edge.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const selector =
      'button, a, label, input, select, h1, h2, p, blockquote, [role="menuitem"], [role="radio"], [data-field-id] span, .mantine-Button-label, .mantine-Text-root, .mantine-SegmentedControl-label, .mantine-Checkbox-label';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // The document's own text is the PDF's; the fields over it are the page's.
      if (element.closest('.react-pdf__Page__textContent, .react-pdf__Page__annotations')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const name = `${element.tagName.toLowerCase()} “${(element.textContent || element.getAttribute('aria-label') || '').slice(0, 60)}”`;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name} is cut: ${element.scrollWidth} > ${element.clientWidth}`);
      }
      if (box.left < -1 || box.right > window.innerWidth + 1) problems.push(`${name} leaves the screen`);
    }
    const page = document.scrollingElement;
    if (page && page.scrollWidth > window.innerWidth) problems.push(`the page is ${page.scrollWidth} px wide`);
    return problems;
  });
}

test('at 375 × 667, in every language, no label of the signer’s page is cut or leaves the screen', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  // Every language of the app, a new one included.
  expect(LANGUAGES.map((language) => language.code).sort()).toEqual([...APP_LANGUAGES].sort());
  const { link } = await sendDocument(page, request, 'overflow');
  for (const language of LANGUAGES) {
    const signer = await openAsSigner(browser, link, { ...PHONE, locale: language.locale });
    // The bar, by what it holds: its name is in the page's language.
    const actions = signer.locator('section', { has: signer.locator('[data-primary]') });
    const start = actions.locator('[data-primary]');
    await expect(start).toHaveText(language.start);
    await expect(signer.locator('html')).toHaveAttribute('lang', language.code);
    await expect(signer.locator('[data-pdf-page="1"] canvas')).toBeVisible();
    const expectFits = async (state: string) => {
      expect(await overflowing(signer), `${language.code}, ${state}`).toEqual([]);
    };
    await expectFits('at the start');
    await signer.screenshot({ path: `${SHOTS}/seconds-overflow-start-${language.code}.png` });

    await start.tap();
    await expect(signer.locator('[data-active-field-panel]')).toBeVisible();
    await expectFits('with the pad open');
    await signer.screenshot({ path: `${SHOTS}/seconds-overflow-pad-${language.code}.png` });

    // The other actions' menu: its two items fit.
    await actions.getByRole('button').last().tap();
    await expect(signer.getByRole('menu')).toBeVisible();
    await expect(signer.getByRole('menuitem')).toHaveCount(2);
    await expectFits('with the other actions open');
    await signer.getByRole('menuitem').first().tap();
    await expect(signer.getByRole('dialog')).toBeVisible();
    await expectFits('with the reject dialog');
    // Its close button, the first of the dialog's.
    await signer.getByRole('dialog').getByRole('button').first().tap();
    await expect(signer.getByRole('dialog')).toBeHidden();

    // The finish step, with its consent unticked and refused.
    await drawWithTouch(signer, signer.locator('[data-active-field-panel] canvas'));
    await actions.locator('[data-primary]').tap();
    await expect(signer.locator('[data-field-id]').first()).toHaveAttribute('role', 'group');
    for (let index = 1; index < FIELDS.length - 1; index += 1) {
      // The first initials' pad opens (typed: the name's initials); later fields take the adopted ones.
      const panel = signer.locator('[data-active-field-panel]');
      if (index === 1) {
        await expect(panel).toBeVisible();
        await panel.locator('label').last().tap();
      }
      await actions.locator('[data-primary]').tap();
      await expect(signer.locator('[data-field-id]').nth(index)).toHaveAttribute('role', 'group');
    }
    await signer.locator('[data-field-id]').last().locator('label').tap();
    const finishStep = signer.getByRole('dialog');
    await expect(finishStep).toBeVisible();
    await finishStep.locator('button[type="submit"]').tap();
    await expect(finishStep.locator('.mantine-Checkbox-error')).toBeVisible();
    await expectFits('at the finish step');
    await signer.screenshot({ path: `${SHOTS}/seconds-overflow-finish-${language.code}.png` });
    await signer.context().close();
  }
});
