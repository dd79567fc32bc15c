import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import { approveAndSubmit, inviteFromDocumentsPage } from './support/signing';

const SIZES = [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const;

/** A real 1×1 PNG, what the signing page saves for a drawn signature. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.innerWidth);
}

/** The control is wholly on screen once scrolled to: nothing of it runs off the side. */
async function expectWhollyShown(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
}

/** A document sent to Amy and Bob (both level 1, addresses of this test's own), a field each. */
async function sentToAmyAndBob(page: Page) {
  const signers = [
    { name: 'Amy', email: uniqueEmail('amy') },
    { name: 'Bob', email: uniqueEmail('bob') },
  ];
  const seeded = await seedDocument(page, signers);
  const record = await (
    await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })
  ).json();
  for (const user of record.users) await placeFieldViaApi(page, seeded, user.id);
  const invite = await page.request.post(`/v1/documents/signing/${seeded.documentId}/invite`, {
    headers: seeded.headers,
  });
  expect(invite.status()).toBe(200);
  return { ...seeded, signers };
}

/**
 * A signer's answer, made from a browser context of the signer's own (no owner session), as the signing page calls
 * the API: each of their fields answered, then submitted.
 */
async function signerAnswers(
  page: Page,
  documentId: string,
  email: string,
  answer: { approve: boolean; revise: boolean },
) {
  const mail = await waitForMail(email);
  const token = mail.text.match(/[?&]token=([\w-]+)/)?.[1];
  const context = await page.context().browser()?.newContext();
  if (!context || !token) throw new Error('no signer context or token');
  try {
    const base = `/v1/documents/user-sign/${documentId}`;
    const record = await (await context.request.get(`${base}?token=${token}`)).json();
    const ownFields = (record.coordinates as { id: string; userId: string }[]).filter(
      (field) => field.userId === record.signerID,
    );
    for (const field of ownFields) {
      const saved = await context.request.put(`${base}/coordinate/${field.id}?token=${token}`, {
        data: { response: { image: SIGNATURE_PNG, reject: false, ...answer } },
      });
      expect(saved.status()).toBe(200);
    }
    // An approval carries the signer's consent, as the signing page's finish step sends it.
    const body = answer.revise ? { reason: 'Please fix the start date' } : { consent: true };
    expect((await context.request.post(`${base}/submit?token=${token}`, { data: body })).status()).toBe(200);
  } finally {
    await context.close();
  }
}

for (const [size, viewport] of SIZES) {
  test(`Documents follows the signers without a reload, with their progress, and keeps a Revision with Prepare again (${size})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, await registerViaApi(request));
    const sent = await sentToAmyAndBob(page);
    await page.goto('/document');

    const phone = size === 'phone';
    // A table row on a laptop, a card on a phone.
    const item = phone
      ? page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: 'contract.pdf' })
      : page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /contract\.pdf/ });
    await expect(item).toContainText('0 of 2 signed');
    const waitingFor = page.getByRole('navigation', { name: 'Overview' });
    await expect(waitingFor).toContainText('Waiting for others');

    // Who is waiting: written out on a phone; on a laptop on hover and on keyboard focus of the count.
    if (phone) {
      await expect(item).toContainText('Waiting for: Amy, Bob');
    } else {
      const count = item.getByText('0 of 2 signed');
      await count.focus();
      await expect(page.getByRole('tooltip')).toHaveText('Waiting for: Amy, Bob');
      await expect(count).toHaveAccessibleDescription('Waiting for: Amy, Bob');
      await screenshot(page, `lists-progress-tooltip-${size}`);
      await page.screenshot({ path: `.artifacts/screenshots/lists-progress-tooltip-${size}.png` });
      await count.blur();
    }

    // Amy approves in a browser of her own: the owner's list follows without a reload.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await signerAnswers(page, sent.documentId, sent.signers[0]?.email ?? '', { approve: true, revise: false });
    await expect(item).toContainText('1 of 2 signed');
    if (phone) await expect(item).toContainText('Waiting for: Bob');
    await screenshot(page, `lists-progress-live-${size}`);
    await page.screenshot({ path: `.artifacts/screenshots/lists-progress-live-${size}.png`, fullPage: true });

    // Bob asks for a revision: the document stays in Documents, needing its owner's action, with Prepare again.
    await signerAnswers(page, sent.documentId, sent.signers[1]?.email ?? '', { approve: false, revise: true });
    await expect(item).toContainText('Revision');
    await expect(item).toContainText('Needs your action');
    await expect(item).toContainText('Bob asked for a revision: “Please fix the start date”');
    const prepareAgain = item.getByRole('button', { name: 'Prepare again: contract.pdf' });
    await expect(prepareAgain).toBeVisible();
    await expectWhollyShown(prepareAgain);
    await expect(
      page.getByRole('navigation', { name: 'Overview' }).getByRole('link', { name: /Needs attention/ }),
    ).toContainText('1');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `lists-revision-${size}`);
    await page.screenshot({ path: `.artifacts/screenshots/lists-revision-${size}.png`, fullPage: true });

    await prepareAgain.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Prepare again' }).click();
    await expect(page).toHaveURL(new RegExp(`/annotate\\?templateId=${sent.documentId}`));
  });
}

test('on a phone the owner’s lists are cards with their actions, and nothing runs off the screen (375 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const seeded = await seedDocument(page, [{ name: 'Amy with a rather long name indeed', email: uniqueEmail('amy') }]);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto('/document');
    const phone = size === 'phone';
    if (phone) {
      const card = page
        .getByRole('list', { name: 'Documents' })
        .getByRole('listitem')
        .filter({ hasText: 'contract.pdf' });
      await expectWhollyShown(card.getByRole('button', { name: 'Invite Sign: contract.pdf' }));
      await expectWhollyShown(card.getByRole('link', { name: 'Place fields: contract.pdf' }));
      await expectWhollyShown(card.getByRole('button', { name: 'Delete: contract.pdf' }));
      await expect(page.getByRole('table')).toHaveCount(0);
    } else {
      await expect(
        page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /contract\.pdf/ }),
      ).toContainText('Signers: 1');
    }
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `.artifacts/screenshots/lists-documents-${size}.png`, fullPage: true });

    await page.goto('/template-flow');
    await expect(page.getByRole('link', { name: 'Edit Flow Contracts' })).toBeVisible();
    if (phone) await expectWhollyShown(page.getByRole('link', { name: 'Edit Flow Contracts' }));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `.artifacts/screenshots/lists-flows-${size}.png`, fullPage: true });

    await page.goto('/archives');
    await expect(page.getByText('No finished documents yet.')).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // In the Trash, Restore stays on screen.
  const trashed = await page.request.delete(`/v1/documents/${seeded.documentId}`, { headers: seeded.headers });
  expect(trashed.status()).toBe(200);
  await page.goto('/trash');
  const restore = page.getByRole('button', { name: 'Restore contract.pdf' });
  await expectWhollyShown(restore);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '.artifacts/screenshots/lists-trash-phone.png', fullPage: true });
  await restore.click();
  await expect(page.getByText('Document restored')).toBeVisible();
});

test('a list shows what changed while it was not on screen, and History follows a document live', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await registerViaApi(request));
  const signer = { name: 'Amy Signer', email: uniqueEmail('live') };
  const seeded = await seedDocument(page, [signer]);
  const [amy] = (
    await (await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers })).json()
  ).users;
  await placeFieldViaApi(page, seeded, amy.id);
  await page.getByRole('navigation').getByRole('link', { name: 'Documents', exact: true }).click();
  const row = page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /contract\.pdf/ });
  await expect(row).toContainText('Draft');

  // The owner leaves the list for Profile; in another tab, the document goes to the Trash.
  await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const otherTab = await page.context().newPage();
  await otherTab.goto('/document');
  await otherTab.getByRole('button', { name: 'Delete: contract.pdf' }).click();
  await otherTab.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }).click();
  await expect(otherTab.getByText('Moved to Trash')).toBeVisible();

  // Back on Documents, without Refresh: the list is the current one.
  await page.getByRole('navigation').getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Restored in the other tab while the list is on screen: it comes back by itself.
  await otherTab.getByRole('navigation').getByRole('link', { name: 'Trash', exact: true }).click();
  await otherTab.getByRole('button', { name: 'Restore contract.pdf' }).click();
  await expect(otherTab.getByText('Document restored')).toBeVisible();
  await expect(row).toContainText('Draft');

  // Approval flows likewise: seen once, then its flow renamed in the other tab while the owner is on Documents.
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Approval flows', exact: true }).click();
  await expect(page.getByRole('row', { name: /Contracts/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Documents', exact: true }).click();
  await otherTab.getByRole('navigation').getByRole('link', { name: 'Approval flows', exact: true }).click();
  await otherTab.getByRole('link', { name: 'Edit Flow Contracts' }).click();
  await otherTab.getByLabel('Flow name').fill('Contracts 2027');
  await otherTab.getByRole('button', { name: 'Save' }).click();
  await expect(otherTab.getByText('Flow updated')).toBeVisible();
  await nav.getByRole('link', { name: 'Approval flows', exact: true }).click();
  await expect(page.getByRole('row', { name: /Contracts 2027/ })).toBeVisible();
  await otherTab.close();

  // History, open while the signer signs elsewhere, shows the submission as it happens.
  await inviteFromDocumentsPage(page);
  await page.getByRole('link', { name: 'History of contract.pdf' }).click();
  const trail = page.getByRole('table', { name: 'History of contract.pdf' });
  await expect(trail).toContainText('Sent for signing');
  await expect(trail).not.toContainText('Submitted');
  await approveAndSubmit(request, { documentId: seeded.documentId, signer });
  await expect(trail).toContainText('Submitted');
});
