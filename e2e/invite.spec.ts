import { expect, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';

test('Invite Sign names what is missing, then sends the document and e-mails the signers', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  // Addresses of their own: other journeys running beside this one mail their own signers.
  const seeded = await seedDocument(page, [
    { name: 'Amy', email: uniqueEmail('amy') },
    { name: 'Bob', email: uniqueEmail('bob') },
  ]);
  const record = await (
    await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })
  ).json();
  const [amy, bob] = record.users as { id: string; email: string }[];

  await page.goto('/document');
  const invite = page.getByRole('button', { name: 'Invite Sign: contract.pdf' });
  // The row says who still needs a field, and Invite Sign stays disabled (described by that reason) until then.
  const row = page.getByRole('row', { name: /contract\.pdf/ });
  await expect(row).toContainText('Add a field for Amy, Bob before inviting');
  await expect(invite).toHaveAttribute('aria-disabled', 'true');
  await expect(invite).toHaveAccessibleDescription('Add a field for Amy, Bob before inviting');
  await invite.press('Enter'); // still focusable, yet opens nothing
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await placeFieldViaApi(page, seeded, amy?.id ?? '');
  await page.reload();
  await expect(row).toContainText('Add a field for Bob before inviting');
  await placeFieldViaApi(page, seeded, bob?.id ?? '');
  await page.reload();
  await expect(row).not.toContainText('Add a field for');
  await expect(invite).not.toHaveAttribute('aria-disabled', 'true');
  await invite.click();
  await expect(page.getByRole('dialog')).toContainText('Send “contract.pdf” to its signers?');
  await screenshot(page, 'invite-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Document sent for signing')).toBeVisible();
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toContainText('Signing In Progress');
  await expect(page.getByRole('link', { name: 'Place fields: contract.pdf' })).toHaveCount(0);

  for (const signer of [amy, bob]) {
    const mail = await waitForMail(signer?.email ?? '');
    expect(mail.subject).toBe('Please sign “contract.pdf”');
    expect(mail.text).toContain(`/user-sign?templateId=${seeded.documentId}&userId=${signer?.id}&token=`);
  }
});
