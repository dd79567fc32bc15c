import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import { centreOn, pageBox } from './support/pdf-view';
import {
  DESKTOP,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  openAsSigner,
  PHONE,
  signerLinkOf,
  signersOf,
} from './support/signing';

const SHOTS = '.artifacts/screenshots';
const LAPTOP = { ...DESKTOP, viewport: { width: 1366, height: 768 } };
const PAGES = 40;

const thumbnails = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const zoomLevel = (page: Page, percent: string) => page.getByRole('button', { name: `Zoom level ${percent}` });

async function pageWidth(page: Page, pageNumber = 1) {
  return (await pageBox(page, pageNumber).boundingBox())?.width ?? 0;
}

/** Drags on a page from one spot to another, given as fractions of the page, the first spot brought into view. */
async function dragOnPage(
  page: Page,
  target: Locator,
  pageNumber: number,
  from: [number, number],
  to: [number, number],
) {
  await centreOn(page, pageNumber, from[0], from[1]);
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 6 });
  await page.mouse.up();
}

/** A field's rectangle as fractions of its page, as the reader sees it on screen. */
function onScreenFractions(field: Locator) {
  return field.evaluate((element) => {
    const pageRect = (element.closest('[data-pdf-page]') as HTMLElement).getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    return {
      x1: (rect.left - pageRect.left) / pageRect.width,
      y1: (rect.top - pageRect.top) / pageRect.height,
      x2: (rect.right - pageRect.left) / pageRect.width,
      y2: (rect.bottom - pageRect.top) / pageRect.height,
    };
  });
}

/** Whether a page's top part is inside the scrolled view. */
function pageInView(page: Page, pageNumber: number) {
  return pageBox(page, pageNumber).evaluate((element) => {
    const root = element.closest('[data-scroll-root]') as HTMLElement;
    const view = root.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    return rect.top >= view.top - 1 && rect.top < view.top + root.clientHeight / 2;
  });
}

function expectClose(actual: Record<string, number>, expected: Record<string, number>, within: number) {
  for (const [edge, value] of Object.entries(expected)) {
    expect(Math.abs((actual[edge] ?? -1) - value), `${edge}: ${actual[edge]} vs ${value}`).toBeLessThan(within);
  }
}

/** Zoom in, Zoom out and the menu change the pages' width; the percentage says so. */
async function checkZoom(page: Page) {
  await expect(zoomLevel(page, '100%')).toBeVisible();
  const atFull = await pageWidth(page);
  // The editor's tools leave a phone little room beside them.
  expect(atFull).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(zoomLevel(page, '125%')).toBeVisible();
  expect(await pageWidth(page)).toBeCloseTo(atFull * 1.25, -1);
  // The keyboard: Zoom out twice from the focused button.
  await page.getByRole('button', { name: 'Zoom out', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(zoomLevel(page, '75%')).toBeVisible();
  expect(await pageWidth(page)).toBeCloseTo(atFull * 0.75, -1);
  // The menu of levels, to 300%, where Zoom in stops.
  await zoomLevel(page, '75%').click();
  await page.getByRole('menuitem', { name: '300%' }).click();
  await expect(zoomLevel(page, '300%')).toBeVisible();
  expect(await pageWidth(page)).toBeCloseTo(atFull * 3, -1);
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toHaveAttribute('aria-disabled', 'true');
  // Fit width: the page fills the view (100% below 900 pixels of room).
  await page.getByRole('button', { name: 'Fit width' }).click();
  const fitted = await pageWidth(page);
  const room = await pageBox(page, 1).evaluate(
    (element) => (element.closest('.react-pdf__Document') ?? element).getBoundingClientRect().width,
  );
  expect(Math.abs(fitted - room)).toBeLessThan(2);
  return atFull;
}

/** The thumbnails, beside the pages on a laptop, behind 'Pages' on a phone: Page N brings page N into view. */
async function jumpWithThumbnails(page: Page, phone: boolean, pageNumber: number) {
  const pagesButton = page.getByRole('button', { name: 'Pages', exact: true });
  if (phone) {
    await expect(thumbnails(page)).toBeHidden();
    await expect(pagesButton).toHaveAttribute('aria-expanded', 'false');
    await pagesButton.click();
    await expect(pagesButton).toHaveAttribute('aria-expanded', 'true');
    // The current page's thumbnail has the focus, ready for the keyboard.
    await expect(thumbnails(page).getByRole('button', { name: 'Page 1', exact: true })).toBeFocused();
    await expect(thumbnails(page).locator('canvas').first()).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/zoom-thumbnails-open-${page.url().includes('annotate') ? 'editor' : 'signing'}-375.png`,
    });
  }
  const list = thumbnails(page);
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  // Painted lazily: only the thumbnails near the visible part of the list have a canvas.
  await expect(list.locator('canvas').first()).toBeVisible();
  expect(await list.locator('canvas').count()).toBeLessThan(PAGES / 2);
  const target = list.getByRole('button', { name: `Page ${pageNumber}`, exact: true });
  await target.scrollIntoViewIfNeeded();
  await target.click();
  await expect.poll(() => pageInView(page, pageNumber)).toBe(true);
  await expect(pageBox(page, pageNumber).locator('canvas')).toBeVisible();
  if (phone) {
    // The panel closes once the page is chosen, and the Pages button has the focus back.
    await expect(list).toBeHidden();
    await expect(pagesButton).toBeFocused();
    await pagesButton.click();
  }
  await expect(thumbnails(page).getByRole('button', { name: `Page ${pageNumber}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  if (phone) await page.keyboard.press('Escape');
}

for (const [device, phone] of [
  ['1366x768', false],
  ['375x667', true],
] as const) {
  test.describe(`at ${device}`, () => {
    test.use(phone ? PHONE : LAPTOP);

    test('the field editor zooms, jumps by thumbnails, and saves a field placed at 150% at the same spot', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, await registerViaApi(request));
      const { headers, documentId } = await seedDocument(page, undefined, PAGES);
      await page.goto(`/annotate?templateId=${documentId}`);
      await expect(pageBox(page, 1).locator('canvas')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/zoom-editor-${device}.png` });

      const atFull = await checkZoom(page);
      await jumpWithThumbnails(page, phone, 30);
      await page.screenshot({ path: `${SHOTS}/zoom-editor-jumped-${device}.png` });

      // At 150%, Amy's signature field is drawn on page 2, then moved a tenth of the page to the right.
      await page.getByRole('button', { name: /^Zoom level/ }).click();
      await page.getByRole('menuitem', { name: '150%' }).click();
      await expect(zoomLevel(page, '150%')).toBeVisible();
      expect(await pageWidth(page, 2)).toBeCloseTo(atFull * 1.5, -1);
      await page.getByRole('button', { name: 'Amy' }).click();
      await page.getByRole('button', { name: 'Signature Field' }).click();
      await dragOnPage(page, pageBox(page, 2), 2, [0.3, 0.4], [0.45, 0.45]);
      const field = pageBox(page, 2).getByRole('group', { name: 'Signature Field field of Amy' });
      await expect(field).toBeVisible();
      const drawn = await onScreenFractions(field);
      expectClose(drawn, { x1: 0.3, y1: 0.4, x2: 0.45, y2: 0.45 }, 0.01);
      await dragOnPage(page, field, 2, [0.5, 0.5], [0.5 + 0.1 / (drawn.x2 - drawn.x1), 0.5]);
      const moved = await onScreenFractions(field);
      expectClose(moved, { x1: drawn.x1 + 0.1, y1: drawn.y1, x2: drawn.x2 + 0.1, y2: drawn.y2 }, 0.01);
      await page.screenshot({ path: `${SHOTS}/zoom-editor-150-${device}.png` });

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
      const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
      expect(record.coordinates).toHaveLength(1);
      const { x1, y1, x2, y2 } = record.coordinates[0].position.boundingRect;
      const saved = { x1, y1, x2, y2 };
      expect(record.coordinates[0].position.pageNumber).toBe(2);
      // The server holds the spot of the page, not pixels of the zoomed page.
      expectClose(saved, moved, 0.002);

      // Back at 100%, the field is on the very same spot of the page.
      await page.getByRole('button', { name: 'Zoom level 150%' }).click();
      await page.getByRole('menuitem', { name: '100%' }).click();
      expect(await pageWidth(page, 2)).toBeCloseTo(atFull, -1);
      expectClose(await onScreenFractions(field), saved, 0.003);
    });

    test('the signing page zooms, jumps by thumbnails, and signs a field at 150%', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, await registerViaApi(request));
      const seeded = await seedDocument(page, [{ name: 'Amy', email: uniqueEmail('zoom-amy') }], PAGES);
      const [amy] = await signersOf(page, seeded);
      if (!amy) throw new Error('the flow has a signer');
      const edges = { x1: 0.2, y1: 0.3, x2: 0.5, y2: 0.36 };
      await placeFieldViaApi(page, seeded, amy.id, { pageNumber: 2, edges });
      const invite = await page.request.post(`/v1/documents/signing/${seeded.documentId}/invite`, {
        headers: seeded.headers,
      });
      expect(invite.status()).toBe(200);

      const signer = await openAsSigner(browser, signerLinkOf(await waitForMail(amy.email)), phone ? PHONE : LAPTOP);
      await expect(pageBox(signer, 1).locator('canvas')).toBeVisible();
      await signer.screenshot({ path: `${SHOTS}/zoom-signing-${device}.png` });
      await checkZoom(signer);
      await jumpWithThumbnails(signer, phone, 25);
      await signer.screenshot({ path: `${SHOTS}/zoom-signing-jumped-${device}.png` });

      await signer.getByRole('button', { name: /^Zoom level/ }).click();
      await signer.getByRole('menuitem', { name: '150%' }).click();
      await expect(zoomLevel(signer, '150%')).toBeVisible();
      const field = signer.getByRole('button', { name: 'Signature Field field of Amy' });
      await field.scrollIntoViewIfNeeded();
      expectClose(await onScreenFractions(field), edges, 0.003);

      await signer.getByRole('button', { name: 'Start signing' }).click();
      const pad = signer.getByRole('img', { name: 'Draw your signature here' });
      await expect(pad).toBeVisible();
      if (phone) {
        // The zoomed page is wider than the phone: nothing goes beyond its sides, and the pad with its Draw or
        // Type choice lies wholly on screen, beside its field (never over it, so the field stays in sight).
        const sideways = () =>
          signer.evaluate(() => ({
            scrollWidth: document.scrollingElement?.scrollWidth,
            innerWidth: window.innerWidth,
          }));
        expect(await sideways()).toEqual({ scrollWidth: 375, innerWidth: 375 });
        const panel = await signer.locator('[data-active-field-panel]').boundingBox();
        const shown = await field.boundingBox();
        if (!panel || !shown) throw new Error('the panel and its field are on screen');
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(375);
        const overlaps =
          panel.x < shown.x + shown.width &&
          panel.x + panel.width > shown.x &&
          panel.y < shown.y + shown.height &&
          panel.y + panel.height > shown.y;
        expect(overlaps, 'the pad leaves its field in sight').toBe(false);
        await drawWithTouch(signer, pad);
        expect(await sideways()).toEqual({ scrollWidth: 375, innerWidth: 375 });
      } else await drawWithMouse(signer, pad);
      await signer.screenshot({ path: `${SHOTS}/zoom-signing-150-${device}.png` });
      await signer.getByRole('button', { name: 'Approve' }).click();
      const signed = signer.getByRole('group', { name: 'Signature Field field of Amy' });
      await expect(signed.locator('img')).toBeVisible();
      expectClose(await onScreenFractions(signed), edges, 0.003);
      await finishWithConsent(signer, phone ? PHONE : LAPTOP);
      await expect
        .poll(async () => {
          const response = await page.request.get(`/v1/documents/signing/${seeded.documentId}`, {
            headers: seeded.headers,
          });
          return (await response.json()).coordinates[0].response.approve;
        })
        .toBe(true);
    });
  });
}
