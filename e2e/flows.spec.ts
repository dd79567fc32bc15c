import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';

async function fillApprover(page: Page, position: number, approver: { name: string; level: string; mail: string }) {
  await page.getByRole('link', { name: `Edit approver ${position}` }).click();
  await expect(page.getByRole('heading', { name: 'Approver details' })).toBeVisible();
  await page.getByLabel('Approver name').fill(approver.name);
  await page.getByLabel('Approval level').fill(approver.level);
  await page.getByLabel('Approver e-mail').fill(approver.mail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approver details updated').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Approvers' })).toContainText(approver.name);
}

test('create a flow of three approvers at two levels, see it listed, delete it with confirmation', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  await page.getByRole('navigation').getByRole('link', { name: 'Template flow', exact: true }).click();
  await expect(page.getByText('No flows yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 1' })).toBeDisabled();

  await page.getByRole('link', { name: 'Create Flow' }).click();
  await expect(page).toHaveURL(/\/template-flow\/header$/);
  await expect(page.getByLabel('Number of approvers')).toHaveValue('1');
  await page.getByLabel('Number of approvers').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByText('Must be 1 or more')).toBeVisible();
  await page.getByLabel('Flow name').fill('Purchase orders');
  await page.getByLabel('Description').fill('Orders above 10 000');
  await page.getByLabel('Number of approvers').fill('3');
  await screenshot(page, 'flow-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approval flow created')).toBeVisible();
  await expect(page).toHaveURL(/\/template-flow\/header\/[\w-]+\/detail$/);
  await expect(page.getByText('Not filled in yet')).toHaveCount(3);

  // The form's validation messages, then three approvers at two levels.
  await page.getByRole('link', { name: 'Edit approver 1' }).click();
  await page.getByLabel('Approver name').fill('');
  await page.getByLabel('Approval level').fill('0');
  await page.getByLabel('Approver e-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await expect(page.getByText('Must be 1 or more')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await screenshot(page, 'approver-errors');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await fillApprover(page, 1, { name: 'Zoe Final', level: '2', mail: 'zoe@example.com' });
  await fillApprover(page, 1, { name: 'Amy First', level: '1', mail: 'amy@example.com' });
  await fillApprover(page, 2, { name: 'Bob First', level: '1', mail: 'bob@example.com' });

  const approvers = page.getByRole('table', { name: 'Approvers' });
  await expect(approvers.getByRole('row')).toHaveText([
    /Name\s*Level\s*Email/,
    /Amy First\s*1/,
    /Bob First\s*1/,
    /Zoe Final\s*2/,
  ]);
  const summary = page.getByRole('table', { name: 'Flow summary' });
  await expect(summary.getByRole('row', { name: /Number of levels/ })).toContainText('2');
  await expect(summary.getByRole('row', { name: /Number of approvers/ })).toContainText('3');
  await screenshot(page, 'flow-detail');

  // Add a fourth approver, then remove it again.
  await page.getByRole('link', { name: 'Add approver' }).click();
  await page.getByLabel('Approver name').fill('Cy Extra');
  await page.getByLabel('Approver e-mail').fill('cy@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Approver added')).toBeVisible();
  await expect(approvers.getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Remove approver 3' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(approvers.getByRole('row')).toHaveCount(4);
  await expect(approvers).not.toContainText('Cy Extra');

  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/template-flow$/);
  const row = page.getByRole('row', { name: /Purchase orders/ });
  await expect(row).toContainText('Orders above 10 000');
  await expect(row).toContainText('3');
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await screenshot(page, 'flow-list');

  // The TRIAL plan holds one flow (docs/domain.md#plans-and-subscriptions): the second is refused with the plan and its limit.
  await page.getByRole('link', { name: 'Create Flow' }).click();
  await page.getByLabel('Flow name').fill('Second flow');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Flow limit reached: the Free trial plan allows 1')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Purchase orders' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Purchase orders');
  await screenshot(page, 'flow-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Purchase orders/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Purchase orders' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No flows yet.')).toBeVisible();
});
