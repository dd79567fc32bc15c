import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { seedDocument } from './support/documents';

function pageBox(page: Page, pageNumber: number) {
  return page.locator(`[data-pdf-page="${pageNumber}"]`);
}

/** Drags on a PDF page from one point to another, given as fractions of the page. */
async function dragOnPage(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('page not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

/** Each field's rectangle as fractions of its page, as the reader sees it on screen. */
async function fieldFractions(page: Page) {
  return page.locator('[data-field]').evaluateAll((fields) =>
    fields.map((field) => {
      const pageElement = field.closest('[data-pdf-page]') as HTMLElement;
      const pageRect = pageElement.getBoundingClientRect();
      const rect = field.getBoundingClientRect();
      return {
        page: Number(pageElement.dataset.pdfPage),
        left: (rect.left - pageRect.left) / pageRect.width,
        top: (rect.top - pageRect.top) / pageRect.height,
        right: (rect.right - pageRect.left) / pageRect.width,
        bottom: (rect.bottom - pageRect.top) / pageRect.height,
      };
    }),
  );
}

test('place fields for two signers on pages 1 and 3, move one, delete one, save, and find them in place at another width', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await registerViaApi(request));
  const { headers, documentId } = await seedDocument(page);

  await page.goto('/document');
  await page.getByRole('link', { name: 'Place fields: contract.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/annotate\\?templateId=${documentId}$`));
  await expect(page.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
  await expect(page).toHaveTitle('Place fields: contract.pdf · SignFlow');
  await expect(pageBox(page, 1).locator('canvas')).toBeVisible();

  // The first signer and a signature are chosen from the start: a drag draws one of the size dragged.
  await expect(page.getByRole('group', { name: 'Signers' }).getByRole('button', { name: 'Amy' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Signature Field' })).toHaveAttribute('aria-pressed', 'true');
  await dragOnPage(page, pageBox(page, 1), [0.1, 0.1], [0.4, 0.2]);
  await page.getByRole('button', { name: 'Bob' }).click();
  await page.getByRole('button', { name: 'Upload Image' }).click();
  await dragOnPage(page, pageBox(page, 3), [0.5, 0.6], [0.8, 0.7]);
  await expect(pageBox(page, 3).locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Amy' }).click();
  await page.getByRole('button', { name: 'Signature Field' }).click();
  await dragOnPage(page, pageBox(page, 3), [0.1, 0.8], [0.3, 0.9]);
  await expect(page.locator('[data-field]')).toHaveCount(3);

  // Move Amy's field on page 1 by a tenth of the page to the right.
  const amyOnPage1 = pageBox(page, 1).getByRole('group', { name: 'Signature Field field of Amy' });
  await dragOnPage(page, amyOnPage1, [0.5, 0.5], [0.5 + (0.1 * 1) / 0.3, 0.5]);

  // Resize Bob's field on page 3 from its corner: a tenth of the page wider.
  const bobOnPage3 = pageBox(page, 3).getByRole('group', { name: 'Upload Image field of Bob' });
  const widthOf = async () => (await fieldFractions(page)).find((field) => field.page === 3 && field.left > 0.4);
  await bobOnPage3.scrollIntoViewIfNeeded();
  const beforeResize = await widthOf();
  const handle = await bobOnPage3.locator('[data-resize-handle]').boundingBox();
  const page3 = await pageBox(page, 3).boundingBox();
  if (!handle || !page3) throw new Error('field not on screen');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + page3.width * 0.1, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  const afterResize = await widthOf();
  expect((afterResize?.right ?? 0) - (beforeResize?.right ?? 0)).toBeCloseTo(0.1, 1);
  expect(afterResize?.left).toBeCloseTo(beforeResize?.left ?? -1, 3);

  // Delete Amy's field on page 3 with the × its box shows under the mouse: at once, Undo being the way back.
  const amyOnPage3 = pageBox(page, 3).getByRole('group', { name: 'Signature Field field of Amy' });
  await amyOnPage3.hover();
  await amyOnPage3.getByRole('button', { name: 'Delete field' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-field]')).toHaveCount(2);
  await screenshot(page, 'annotate');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  // Undo starts again from what was saved.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  const before = await fieldFractions(page);
  expect(before).toHaveLength(2);
  const movedField = before.find((field) => field.page === 1);
  expect(movedField?.left).toBeCloseTo(0.2, 1);
  expect(movedField?.right).toBeCloseTo(0.5, 1);

  // The server holds exactly the two fields.
  const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
  expect(record.coordinates).toHaveLength(2);

  // Reopen in a narrower window: every field is on the same spot of its page.
  await page.setViewportSize({ width: 820, height: 900 });
  await page.reload();
  await expect(pageBox(page, 1).locator('canvas')).toBeVisible();
  await pageBox(page, 3).scrollIntoViewIfNeeded();
  const after = await fieldFractions(page);
  expect(after).toHaveLength(2);
  for (const field of before) {
    const same = after.find((other) => other.page === field.page);
    for (const edge of ['left', 'top', 'right', 'bottom'] as const) {
      expect(Math.abs((same?.[edge] ?? -1) - field[edge])).toBeLessThan(0.005);
    }
  }
  await screenshot(page, 'annotate-narrow');

  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/document$/);
});

test('an unknown document shows Document Not Found and returns to Documents', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/annotate?templateId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Document Not Found')).toBeVisible();
  await expect(page).toHaveURL(/\/document$/);
});

test('a PDF that cannot be opened shows the Error Opening Document dialog', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  const { documentId } = await seedDocument(page);
  // The server only keeps PDFs it could read, so the broken file is served in its place.
  await page.route('**/asset/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: 'this is not a pdf' }),
  );
  await page.goto(`/annotate?templateId=${documentId}`);
  const dialog = page.getByRole('dialog', { name: 'Error Opening Document' });
  await expect(dialog).toContainText('There was an error when opening the document');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to Documents' }).click();
  await expect(page).toHaveURL(/\/document$/);
});

test('a save the server refuses keeps every change on screen and says why; Save pressed twice then stores them once', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await registerViaApi(request));
  const { headers, documentId } = await seedDocument(page);
  await page.goto(`/annotate?templateId=${documentId}`);
  await expect(pageBox(page, 1).locator('canvas')).toBeVisible();

  await dragOnPage(page, pageBox(page, 1), [0.1, 0.1], [0.4, 0.2]);
  await dragOnPage(page, pageBox(page, 1), [0.1, 0.5], [0.4, 0.6]);
  await expect(page.locator('[data-field]')).toHaveCount(2);

  let refused = 0;
  await page.route('**/v1/documents/signing/*/coordinates', (route) => {
    refused += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"Failed"}' });
  });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  // Said under Save, not in a toast over it, and it stays until the next save.
  const refusal = page.getByRole('alert').filter({ hasText: 'Failed' });
  await expect(refusal).toBeVisible();
  const saveBox = await save.boundingBox();
  const refusalBox = await refusal.boundingBox();
  expect(refusalBox?.y ?? 0, 'the refusal lies under Save').toBeGreaterThanOrEqual(
    (saveBox?.y ?? 0) + (saveBox?.height ?? 0),
  );
  expect(refused).toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await expect(page.locator('[data-field]')).toHaveCount(2);
  await screenshot(page, 'annotate-save-refused', { fullPage: false });
  await page.unroute('**/v1/documents/signing/*/coordinates');

  let saves = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith('/coordinates')) saves += 1;
  });
  await save.dblclick();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(refusal).toBeHidden();
  expect(saves).toBe(1);
  await expect(page).toHaveURL(/\/annotate\?/);
  const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
  expect(record.coordinates).toHaveLength(2);
});

test("a 401 to the owner's PDF ends the session", async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  const { documentId } = await seedDocument(page);
  await page.route('**/asset/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"code":401,"message":"Please authenticate"}',
    }),
  );
  await page.goto(`/annotate?templateId=${documentId}`);
  await expect(page).toHaveURL(/\/login/);
});

test('the keyboard: Delete removes the selected field, Ctrl+Z and Ctrl+Shift+Z undo and redo, and a settings box keeps its own keys', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await registerViaApi(request));
  const { documentId } = await seedDocument(page);
  await page.goto(`/annotate?templateId=${documentId}`);
  await expect(pageBox(page, 1).locator('canvas')).toBeVisible();

  // A text field placed with a click, then a label typed into its settings: Backspace there edits the label.
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await pageBox(page, 1).click({ position: { x: 200, y: 150 } });
  const text = pageBox(page, 1).getByRole('group', { name: 'Text field of Amy' });
  await expect(text).toHaveAttribute('data-selected', 'true');
  await text.getByRole('button', { name: 'Field settings' }).click();
  const label = page.getByRole('textbox', { name: 'Label shown to the signer' });
  await label.fill('Cityx');
  await label.press('Backspace');
  await expect(label).toHaveValue('City');
  await page.keyboard.press('Escape');
  await expect(text).toContainText('Text · City');

  // The field is still selected: Delete removes it; Ctrl+Z brings it back with its label, Ctrl+Shift+Z removes it again.
  await text.click();
  await page.keyboard.press('Delete');
  await expect(page.locator('[data-field]')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(text).toContainText('Text · City');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.locator('[data-field]')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.locator('[data-field]')).toHaveCount(1);

  // Undo goes back step by step: the label as it was typed, then the field's placing.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(text).not.toContainText('City');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-field]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});
