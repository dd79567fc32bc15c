import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { settleAnimations } from './support/motion';
import { press } from './support/signing';

const SIZES = [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const;

/** The fields of the table's row `number` (1 first), named for the row as a screen reader hears them. */
function approverRow(page: Page, number: number) {
  return {
    name: page.getByRole('textbox', { name: `Name of approver ${number}` }),
    email: page.getByRole('textbox', { name: `Email of approver ${number}` }),
    level: page.getByRole('textbox', { name: `Level of approver ${number}` }),
  };
}

async function fillApprover(page: Page, number: number, approver: { name: string; email: string; level: string }) {
  const row = approverRow(page, number);
  await row.name.fill(approver.name);
  await row.email.fill(approver.email);
  await row.level.fill(approver.level);
}

/** The names in the table, top to bottom. */
async function namesInTable(page: Page) {
  const count = await page.getByRole('textbox', { name: /^Name of approver \d+$/ }).count();
  const names: string[] = [];
  for (let number = 1; number <= count; number += 1) names.push(await approverRow(page, number).name.inputValue());
  return names;
}

/** Nothing on the page is wider than the window: no sideways scrolling, nothing cut off. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, viewport] of SIZES) {
  const phone = size === 'phone';
  // A phone is touched: the test taps where a finger would.
  test.describe(size, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test(`a flow is made on one page — approvers added, checked beside their fields, reordered by button, removed — and saved once`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, await registerViaApi(request));
      await page.goto('/template-flow');
      await expect(page.getByText('No flows yet.')).toBeVisible();
      await press(page.getByRole('link', { name: 'Create Flow' }), { hasTouch: phone });
      await expect(page).toHaveURL(/\/template-flow\/header$/);
      await expect(page.getByRole('heading', { name: 'Create flow', level: 1 })).toBeVisible();

      // One empty row to start with; Save checks every field and says what is wrong beside it.
      await expect(page.getByRole('textbox', { name: /^Name of approver/ })).toHaveCount(1);
      await press(page.getByRole('button', { name: 'Save' }), { hasTouch: phone });
      await expect(page.getByLabel('Flow name')).toHaveAccessibleDescription('Required');
      await expect(approverRow(page, 1).name).toHaveAccessibleDescription('Required');
      await expect(approverRow(page, 1).email).toHaveAccessibleDescription('Required');
      await expect(page.getByRole('button', { name: 'Remove approver 1' })).toBeDisabled();

      await page.getByLabel('Flow name').fill('Purchase orders');
      await page.getByLabel('Description').fill('Orders above 10 000');
      await fillApprover(page, 1, { name: 'Zoe Final', email: 'zoe@example.com', level: '2' });
      await press(page.getByRole('button', { name: 'Add approver' }), { hasTouch: phone });
      // The new row's name is where the typing goes on.
      await expect(approverRow(page, 2).name).toBeFocused();
      await fillApprover(page, 2, { name: 'Amy First', email: 'amy@example.com', level: '1' });
      await press(page.getByRole('button', { name: 'Add approver' }), { hasTouch: phone });
      await fillApprover(page, 3, { name: 'Bob First', email: 'bob@', level: '0' });
      await press(page.getByRole('button', { name: 'Save' }), { hasTouch: phone });
      await expect(approverRow(page, 3).email).toHaveAccessibleDescription('Invalid email address');
      await expect(approverRow(page, 3).level).toHaveAccessibleDescription('Must be 1 or more');
      await expect(approverRow(page, 1).email).not.toHaveAccessibleDescription(/./);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `people-flow-editor-errors-${size}`);
      await approverRow(page, 3).email.fill('bob@example.com');
      await approverRow(page, 3).level.fill('1');

      // Zoe goes to the end: one press of her Move down, then the same button again from the keyboard, the focus having
      // stayed on it as her row moved.
      await press(page.getByRole('button', { name: 'Move approver 1 down' }), { hasTouch: phone });
      await expect(page.getByRole('button', { name: 'Move approver 2 down' })).toBeFocused();
      await page.keyboard.press('Enter');
      expect(await namesInTable(page)).toEqual(['Amy First', 'Bob First', 'Zoe Final']);
      // At the bottom her Move down is disabled, and the focus is on her Move up.
      await expect(page.getByRole('button', { name: 'Move approver 3 down' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Move approver 3 up' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Move approver 1 up' })).toBeDisabled();

      // A fourth approver, then removed again.
      await press(page.getByRole('button', { name: 'Add approver' }), { hasTouch: phone });
      await fillApprover(page, 4, { name: 'Cy Extra', email: 'cy@example.com', level: '3' });
      await press(page.getByRole('button', { name: 'Remove approver 4' }), { hasTouch: phone });
      expect(await namesInTable(page)).toEqual(['Amy First', 'Bob First', 'Zoe Final']);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `flow editor (${size})`);
      await screenshot(page, `people-flow-editor-${size}`);

      await press(page.getByRole('button', { name: 'Save' }), { hasTouch: phone });
      await expect(page.getByText('Approval flow created')).toBeVisible();
      await expect(page).toHaveURL(/\/template-flow$/);
      const listed = phone
        ? page
            .getByRole('list', { name: 'Approval flows' })
            .getByRole('listitem')
            .filter({ hasText: 'Purchase orders' })
        : page.getByRole('row', { name: /Purchase orders/ });
      await expect(listed).toContainText('Orders above 10 000');
      await expect(listed).toContainText('3');

      // Editing is the same page: the rows come back in their order; Bob moves up, the name changes, one Save.
      await press(page.getByRole('link', { name: 'Edit Flow Purchase orders' }), { hasTouch: phone });
      await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Description')).toHaveValue('Orders above 10 000');
      await expect(approverRow(page, 1).name).toHaveValue('Amy First');
      expect(await namesInTable(page)).toEqual(['Amy First', 'Bob First', 'Zoe Final']);
      await press(page.getByRole('button', { name: 'Move approver 2 up' }), { hasTouch: phone });
      await page.getByLabel('Flow name').fill('Purchases over 10k');
      await page.getByLabel('Description').fill('x'.repeat(501));
      await press(page.getByRole('button', { name: 'Save' }), { hasTouch: phone });
      await expect(page.getByLabel('Description')).toHaveAccessibleDescription('Must be 500 characters or less');
      await page.getByLabel('Description').fill('Signed by finance, then the director');
      await press(page.getByRole('button', { name: 'Save' }), { hasTouch: phone });
      await expect(page.getByText('Flow updated')).toBeVisible();
      await press(page.getByRole('link', { name: 'Edit Flow Purchases over 10k' }), { hasTouch: phone });
      await expect(approverRow(page, 1).name).toHaveValue('Bob First');
      expect(await namesInTable(page)).toEqual(['Bob First', 'Amy First', 'Zoe Final']);
      await expect(approverRow(page, 3).level).toHaveValue('2');
      await press(page.getByRole('link', { name: 'Cancel' }), { hasTouch: phone });

      // The TRIAL plan holds one flow (docs/domain.md#plans-and-subscriptions): the second is refused with the plan and its limit.
      await press(page.getByRole('link', { name: 'Create Flow' }), { hasTouch: phone });
      await page.getByLabel('Flow name').fill('Second flow');
      await fillApprover(page, 1, { name: 'Di', email: 'di@example.com', level: '1' });
      await press(page.getByRole('button', { name: 'Save' }), { hasTouch: phone });
      // Said under Save, where the owner pressed it, with the way to more flows.
      const refusal = page.getByRole('alert').filter({ hasText: 'Flow limit reached: the Free trial plan allows 1' });
      await expect(refusal).toBeVisible();
      const saveBox = await page.getByRole('button', { name: 'Save' }).boundingBox();
      expect((await refusal.boundingBox())?.y ?? 0, 'the refusal lies under Save').toBeGreaterThanOrEqual(
        (saveBox?.y ?? 0) + (saveBox?.height ?? 0),
      );
      await expect(refusal.getByRole('link', { name: 'Upgrade' })).toBeVisible();
      await screenshot(page, `people-flow-limit-${size}`);
      await press(page.getByRole('link', { name: 'Cancel' }), { hasTouch: phone });

      await press(page.getByRole('button', { name: 'Delete Purchases over 10k' }), { hasTouch: phone });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Purchases over 10k');
      // A tap while the dialog still grows in can land beside its button: a person taps what has come to rest.
      await settleAnimations(page);
      await press(dialog.getByRole('button', { name: 'Delete' }), { hasTouch: phone });
      await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
      await expect(page.getByText('No flows yet.')).toBeVisible();
    });
  });
}

test('the pages of a single approver, from before, lead to the flow’s page', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  const created = await page.request.post('/v1/flow', {
    headers: { authorization: `Bearer ${token}` },
    data: { flowName: 'Old links', approverCount: 1 },
  });
  const { flow } = await created.json();
  await page.goto(`/template-flow/header/${flow.flowId}/detail/new`);
  await expect(page).toHaveURL(new RegExp(`/template-flow/header/${flow.flowId}/detail$`));
  await expect(page.getByRole('heading', { name: 'Old links', level: 1 })).toBeVisible();
});
