import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { mailsTo, waitForMail } from './support/mail';
import { pdfOfPages } from './support/pdf';
import { approveAndSubmit, DESKTOP, openAsSigner, PHONE, sendToOneSigner, signerLinkOf } from './support/signing';

/**
 * Documents of one owner that each have a signer of their own, under the trial's one flow: the flow's approver is
 * changed between uploads (a document keeps a copy of the approvers it was uploaded with). Each is sent unless
 * `draft`; answers the documents' ids in the order given.
 */
async function seedOwnSignerDocuments(page: Page, documents: { signer: string; draft?: boolean }[]) {
  const first = documents[0];
  if (!first) return [];
  const seeded = await seedDocument(page, [{ name: 'Amy Signer', email: first.signer }]);
  const { headers } = seeded;
  const flowId = (await (await page.request.get('/v1/flow', { headers })).json()).results[0].flowId as string;
  const ids = [seeded.documentId];
  for (const document of documents.slice(1)) {
    const { details } = await (await page.request.get(`/v1/flow/${flowId}/detail`, { headers })).json();
    await page.request.put(`/v1/flow/${flowId}/detail/${details[0].flowDetailId}`, {
      data: { approverName: 'Amy Signer', approvalLevel: 1, approverMail: document.signer },
      headers,
    });
    const upload = await page.request.post('/v1/fileupload/fileupload', {
      headers,
      multipart: {
        flowHeaderId: flowId,
        file: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(1) },
      },
    });
    expect(upload.status()).toBe(201);
    ids.push((await upload.json()).document.id as string);
  }
  for (const [index, document] of documents.entries()) {
    const documentId = ids[index] ?? '';
    const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
    await placeFieldViaApi(page, { headers, documentId }, record.users[0].id);
    if (document.draft) continue;
    const invite = await page.request.post(`/v1/documents/signing/${documentId}/invite`, { headers });
    expect(invite.status()).toBe(200);
  }
  return ids;
}

/** Opens a Sent document's row menu on Documents and chooses one of the owner's actions. */
async function chooseFromRowMenu(page: Page, action: string) {
  await page.getByRole('button', { name: 'Manage contract.pdf' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the owner corrects a mistyped e-mail: the old link stops working, the new address is invited and signs', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const mistyped = uniqueEmail('amy.typo');
  const right = uniqueEmail('amy.right');
  const seeded = await seedDocument(page, [{ name: 'Amy', email: mistyped }]);
  const record = await (
    await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })
  ).json();
  await placeFieldViaApi(page, seeded, record.users[0].id);
  expect(
    (
      await page.request.post(`/v1/documents/signing/${seeded.documentId}/invite`, { headers: seeded.headers })
    ).status(),
  ).toBe(200);
  const oldLink = signerLinkOf(await waitForMail(mistyped));

  await page.goto('/document');
  await chooseFromRowMenu(page, 'Correct a signer');
  const dialog = page.getByRole('dialog', { name: 'Correct a signer' });
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(mistyped);
  // Nothing changed yet: said as the API would say it.
  await dialog.getByRole('button', { name: 'Save and send invitation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Change the name or the e-mail address');
  await email.fill('not an address');
  await dialog.getByRole('button', { name: 'Save and send invitation' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(right);
  await screenshot(page, 'sender-correct-signer');
  await dialog.getByRole('button', { name: 'Save and send invitation' }).click();
  await expect(page.getByText('Signer corrected: a new invitation was sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The mistyped address's link no longer opens the document.
  const oldPage = await openAsSigner(browser, oldLink, DESKTOP);
  // (The frame's own title still reads 'Sign document': the refusal is the notice under it.)
  await expect(oldPage.getByRole('heading', { name: 'Expired Link' })).toBeVisible();
  await expect(oldPage.getByRole('button', { name: 'Start signing' })).toHaveCount(0);

  // The right address has its own invitation, and its signer signs.
  const newLink = signerLinkOf(await waitForMail(right));
  expect(newLink).not.toBe(oldLink);
  await approveAndSubmit(request, { documentId: seeded.documentId, signer: { email: right } });

  // History records the correction, and Amy's dates.
  await page.goto(`/document/${seeded.documentId}/history`);
  // Completed, the document is being sealed beside this: heavy work that may slow the page's first answer.
  await expect(page.getByRole('heading', { name: 'History of contract.pdf' })).toBeVisible({ timeout: 30_000 });
  const trail = page.getByRole('table', { name: 'History of contract.pdf' });
  await expect(trail.getByRole('row', { name: /Signer corrected/ })).toContainText(`${mistyped} → ${right}`);
  const signers = page.getByRole('table', { name: 'Signers' });
  await expect(signers.getByRole('row', { name: /Amy/ })).toContainText(right);
  await expect(signers.getByRole('row', { name: /Amy/ }).locator('time')).not.toHaveCount(0);
});

test('the owner cancels with a reason: the document is Cancelled in Archives and the signer’s link says signing has ended', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const sent = await sendToOneSigner(page);
  const link = signerLinkOf(await waitForMail(sent.signer.email));

  await page.goto(`/document/${sent.documentId}/history`);
  await page.getByRole('button', { name: 'Cancel signing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel signing' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  // A reason is required.
  await dialog.getByRole('button', { name: 'Cancel signing' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await reason.fill('The price changed: a new contract follows.');
  await screenshot(page, 'sender-cancel');
  await dialog.getByRole('button', { name: 'Cancel signing' }).click();
  await expect(page.getByText('Signing cancelled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remind' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'History of contract.pdf' })).toContainText(
    'Reason: The price changed: a new contract follows.',
  );

  // The signer is told, once, with the reason; their link says signing has ended, on their phone.
  const cancelledSubject = 'Signing of “contract.pdf” was cancelled';
  const told = await waitForMail(sent.signer.email, { matching: (mail) => mail.subject === cancelledSubject });
  expect(told.text).toContain('Ada Lovelace cancelled the signing of “contract.pdf”.');
  expect(told.text).toContain('Reason: The price changed: a new contract follows.');
  await page.waitForTimeout(2_000);
  expect((await mailsTo(sent.signer.email)).filter((mail) => mail.subject === cancelledSubject)).toHaveLength(1);
  const signer = await openAsSigner(browser, link, PHONE);
  await expect(signer.getByText('Signing of this document has ended')).toBeVisible();
  await screenshot(signer, 'sender-cancelled-signer-link');

  // Archives lists it as Cancelled, filtered by status too, and Prepare again makes a Draft of it.
  await page.goto('/archives?status=Cancelled');
  const row = page.getByRole('row', { name: /contract\.pdf/ });
  await expect(row).toContainText('Cancelled');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Cancelled');
  await row.getByRole('button', { name: 'Prepare again: contract.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prepare again' }).click();
  const inEditor = new RegExp(`/annotate\\?templateId=${sent.documentId}`);
  await expect(page).toHaveURL(inEditor);
  // The editor stays: it judges the Draft by the record it reads, not by the Cancelled one the dialog had read. What is
  // checked here is only that it stays a second later; annotate-page.test.tsx checks the order of reads exactly.
  await expect(page.getByRole('group', { name: 'Signers' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Only a draft document can be changed')).toHaveCount(0);
  await expect(page).toHaveURL(inEditor);
});

test('search and the status filter find a document by a signer’s e-mail, kept in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const wanted = { signer: uniqueEmail('wanted') };
  const other = uniqueEmail('other');
  const [wantedId] = await seedOwnSignerDocuments(page, [wanted, { signer: other }, { signer: other, draft: true }]);

  await page.goto('/document');
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(3);
  // The overview counts what the lists hold, each a link to the list filtered to it.
  const overview = page.getByRole('navigation', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: /Waiting for others/ })).toContainText('2');
  await expect(overview.getByRole('link', { name: /Draft/ })).toContainText('1');

  await page.getByRole('searchbox', { name: 'Search' }).fill(wanted.signer.toUpperCase());
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Sent');
  await expect(page).toHaveURL(/status=Sent/);
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(1);
  await screenshot(page, 'sender-search');

  // Bookmarked: the same view opens from its address.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(wanted.signer.toUpperCase());
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(1);
  await page.getByRole('link', { name: 'History of contract.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${wantedId}/history`));
  await page.goBack();
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(1);

  // Drafts have no such signer; no filter shows them all again.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Draft');
  await expect(table).toContainText('No documents match.');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('');
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(3);
  await expect(page).not.toHaveURL(/search=|status=/);

  // The overview's Draft count opens Documents filtered to drafts.
  await overview.getByRole('link', { name: /Draft/ }).click();
  await expect(page).toHaveURL(/\/document\?status=Draft$/);
  await expect(table.getByRole('row', { name: /contract\.pdf/ })).toHaveCount(1);
});

test('Remind mails the signer and says so; pressed again too soon, it says how long to wait', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  const sent = await sendToOneSigner(page);
  await waitForMail(sent.signer.email);

  await page.goto('/document');
  await chooseFromRowMenu(page, 'Remind');
  await expect(page.getByText('Reminder sent')).toBeVisible();
  await chooseFromRowMenu(page, 'Remind');
  // Said beside the document's actions, where Remind was chosen, until the next try.
  await expect(
    page.getByRole('alert').filter({ hasText: /You can remind Amy Signer again in \d+ minutes/ }),
  ).toBeVisible();
  await screenshot(page, 'sender-remind-too-soon');

  // The reminder reaches the signer (one mail: the second press sent none), with a link to sign.
  await expect.poll(async () => (await mailsTo(sent.signer.email)).length).toBe(2);
  const reminder = (await mailsTo(sent.signer.email)).at(-1);
  if (!reminder) throw new Error('no reminder');
  expect(signerLinkOf(reminder)).toContain(`templateId=${sent.documentId}`);
});

/** The page itself never scrolls sideways (a wide table scrolls within its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const SIZES = [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const;

test('the new controls fit a laptop (1366×768) and a phone (375×667)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const sent = await sendToOneSigner(page);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/document?status=Sent');
    await expect(page.getByRole('navigation', { name: 'Overview' })).toContainText('Waiting for others');
    await expect(page.getByRole('button', { name: 'Manage contract.pdf' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `sender-documents-${size}`);
    await page.getByRole('button', { name: 'Manage contract.pdf' }).click();
    await expect(page.getByRole('menuitem', { name: 'Renew links' })).toBeVisible();
    await screenshot(page, `sender-row-menu-${size}`);
    await page.keyboard.press('Escape');

    await page.goto('/archives');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `sender-archives-${size}`);

    await page.goto('/profile');
    await expect(page.getByRole('checkbox', { name: 'Remind signers automatically' })).toBeChecked();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `sender-profile-${size}`);
  }
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(`/document/${sent.documentId}/history`);
    await expect(page.getByRole('heading', { name: 'Signers' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `sender-history-${size}`);
    await page.getByRole('button', { name: 'Correct a signer' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Correct a signer' }).getByRole('textbox', { name: 'Name' }),
    ).toBeFocused();
    await screenshot(page, `sender-correct-${size}`);
    await page.keyboard.press('Escape');
  }
});

test('automatic reminders: the account default in Profile is what Invite Sign offers, and the History tells the choice', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  const seeded = await seedDocument(page, [{ name: 'Amy', email: uniqueEmail('amy') }]);
  const record = await (
    await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })
  ).json();
  await placeFieldViaApi(page, seeded, record.users[0].id);

  await page.goto('/profile');
  const reminders = page.getByRole('region', { name: 'Automatic reminders' });
  await expect(reminders.getByRole('textbox', { name: 'First reminder after (days)' })).toHaveValue('3');
  await reminders.getByRole('textbox', { name: 'Then every (days)' }).fill('40');
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(reminders.getByText('Repeat interval must be a whole number of days from 1 to 30')).toBeVisible();
  await reminders.getByRole('textbox', { name: 'Then every (days)' }).fill('2');
  await reminders.getByRole('textbox', { name: 'At most (reminders)' }).fill('4');
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Automatic reminders saved')).toBeVisible();

  await page.goto('/document');
  await page.getByRole('button', { name: 'Invite Sign: contract.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Sign' });
  await expect(dialog.getByRole('textbox', { name: 'Then every (days)' })).toHaveValue('2');
  await dialog.getByRole('textbox', { name: 'First reminder after (days)' }).fill('5');
  await expect(dialog).toContainText('First after 5 days, then every 2 days, at most 4 reminders.');
  await screenshot(page, 'sender-invite-reminders');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Document sent for signing')).toBeVisible();

  await page.goto(`/document/${seeded.documentId}/history`);
  await expect(page.getByText('Automatic reminders: first after 5 days, then every 2 days, at most 4.')).toBeVisible();

  // Changed for this document alone: turned off.
  await page.getByRole('button', { name: 'Change reminders' }).click();
  const change = page.getByRole('dialog', { name: 'Automatic reminders' });
  await change.getByRole('checkbox', { name: 'Remind signers automatically' }).uncheck();
  await change.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Automatic reminders saved')).toBeVisible();
  await expect(page.getByText('No automatic reminders.').first()).toBeVisible();
});
