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
  await invite.click();
  await expect(page.getByRole('dialog')).toContainText('Send “contract.pdf” to its signers?');
  await expect(page.getByRole('dialog')).toContainText('Add a field for Amy, Bob before inviting');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await placeFieldViaApi(page, seeded, amy?.id ?? '');
  await placeFieldViaApi(page, seeded, bob?.id ?? '');
  await invite.click();
  await screenshot(page, 'invite-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Document sent for signing')).toBeVisible();
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toContainText('Signing In Progress');
  await expect(page.getByRole('link', { name: 'Prepare contract.pdf' })).toHaveCount(0);

  for (const signer of [amy, bob]) {
    const mail = await waitForMail(signer?.email ?? '');
    expect(mail.subject).toBe('Please sign “contract.pdf”');
    expect(mail.text).toContain(`/user-sign?templateId=${seeded.documentId}&userId=${signer?.id}&token=`);
  }
});
