import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { mailsTo, waitForMail } from './support/mail';
import {
  signingActions as actions,
  chooseDecline,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  inviteFromDocumentsPage,
  openAsSigner,
  PHONE,
  pngImage,
  pngSizeOf,
  signerLinkOf,
  signersOf,
} from './support/signing';

const A4_HEIGHT_PER_WIDTH = 842 / 595;

type SavedField = {
  userId: string;
  response: { image: string | null; approve: boolean; reject: boolean; revise: boolean };
};

/** The fields as the owner's API holds them, with the responses the signers saved. */
async function savedFields(owner: Page, seeded: { headers: Record<string, string>; documentId: string }) {
  const response = await owner.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers });
  return (await response.json()).coordinates as SavedField[];
}

/** The finish step opens once the last field is filled: it sums up, and Finish waits for the consent. */
async function finishFromFinishStep(page: Page, screenshotName?: string) {
  const dialog = page.getByRole('dialog', { name: 'Finish signing' });
  await expect(dialog).toContainText('1 of 1 fields completed');
  if (screenshotName) await screenshot(page, screenshotName);
  await finishWithConsent(page);
  await expect(page.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
}

test('three signers at two levels: drawing, uploading, then on a phone; the owner follows it to Completed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const seeded = await seedDocument(page, [
    { name: 'Amy', email: uniqueEmail('amy'), level: 1 },
    { name: 'Cid', email: uniqueEmail('cid'), level: 1 },
    { name: 'Bob', email: uniqueEmail('bob'), level: 2 },
  ]);
  const [amy, cid, bob] = await signersOf(page, seeded);
  if (!amy || !cid || !bob) throw new Error('the flow has three signers');
  const cidEdges = { x1: 0.55, y1: 0.1, x2: 0.85, y2: 0.2 };
  await placeFieldViaApi(page, seeded, amy.id, { edges: { x1: 0.1, y1: 0.1, x2: 0.35, y2: 0.16 } });
  await placeFieldViaApi(page, seeded, cid.id, { type: 'file', edges: cidEdges });
  await placeFieldViaApi(page, seeded, bob.id, { pageNumber: 2, edges: { x1: 0.3, y1: 0.4, x2: 0.6, y2: 0.46 } });
  await inviteFromDocumentsPage(page);

  // Amy, level 1, signs by drawing with the mouse.
  const amyLink = signerLinkOf(await waitForMail(amy.email));
  const amyPage = await openAsSigner(browser, amyLink);
  await expect(amyPage.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
  await expect(amyPage.locator('[data-pdf-page="1"] canvas').first()).toBeVisible();
  const cidsField = amyPage.getByRole('img', { name: 'Upload Image field of Cid' });
  await cidsField.hover();
  await expect(amyPage.getByRole('tooltip')).toHaveText('by Cid');
  await expect(amyPage.getByRole('button', { name: /field of Cid/ })).toHaveCount(0);
  await screenshot(amyPage, 'signing-start');

  // Who asks and why, above the first page.
  const intro = amyPage.getByRole('region', { name: 'About this request' });
  await expect(intro).toContainText('Ada Lovelace');
  await expect(intro).toContainText('asks you to sign “contract.pdf”.');

  await actions(amyPage).getByRole('button', { name: 'Start signing' }).click();
  const pad = amyPage.getByRole('img', { name: 'Draw your signature here' });
  await expect(pad).toBeVisible();
  await actions(amyPage).getByRole('button', { name: 'Approve' }).click();
  await expect(amyPage.getByText('Draw your signature first')).toBeVisible();

  // Scrolling away from the field puts it down; Next takes the signer back to it.
  await amyPage.mouse.move(640, 500);
  await amyPage.mouse.wheel(0, 900);
  await expect(pad).toBeHidden();
  await expect(actions(amyPage).getByRole('button', { name: 'Approve' })).toBeHidden();
  await actions(amyPage).getByRole('button', { name: 'Next' }).click();
  await expect(pad).toBeVisible();

  await drawWithMouse(amyPage, pad);
  await screenshot(amyPage, 'signing-drawing');
  await actions(amyPage).getByRole('button', { name: 'Approve' }).click();
  const amysField = amyPage.getByRole('group', { name: 'Signature Field field of Amy' });
  await expect(amysField.locator('img')).toBeVisible();

  // Her only field is signed: the finish step opens by itself. Not yet: she goes back, takes the signature back,
  // and its pad opens again at once, empty.
  const finishStep = amyPage.getByRole('dialog', { name: 'Finish signing' });
  await expect(finishStep).toContainText('Still to sign: Cid.');
  await finishStep.getByRole('button', { name: 'Back to the document' }).click();
  await amysField.getByRole('button', { name: 'Clear the signature of Signature Field field of Amy' }).click();
  await expect(pad).toBeVisible();
  await expect(amyPage.getByText('Draw your signature first')).toHaveCount(0);
  await actions(amyPage).getByRole('button', { name: 'Approve' }).click();
  await expect(amyPage.getByText('Draw your signature first')).toBeVisible();
  await expect(amyPage.getByRole('button', { name: /Signature Field field of Amy/ })).toContainText('Sign here');
  await drawWithMouse(amyPage, pad);
  await actions(amyPage).getByRole('button', { name: 'Approve' }).click();
  // Finish without the consent ticked is refused, in words beside the box.
  await finishStep.getByRole('button', { name: 'Finish' }).click();
  await expect(finishStep.getByText('Agree to sign electronically before you finish')).toBeVisible();
  await expect(amyPage).toHaveURL(/\/user-sign\?/);
  await finishFromFinishStep(amyPage, 'signing-finish-step');

  // Her link, used, now shows her ending: she signed, and Cid (her level) signs next.
  await amyPage.goto(amyLink);
  await expect(amyPage.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
  await expect(amyPage.getByText('Next to sign: Cid.')).toBeVisible();
  await screenshot(amyPage, 'signing-already-submitted');

  // Bob's level waits for Cid; the owner sees the document still being signed.
  expect(await mailsTo(bob.email)).toHaveLength(0);
  await page.goto('/document');
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toContainText('Signing In Progress');

  // Cid, level 1, uploads a PNG: a file that only claims to be one is refused.
  const cidPage = await openAsSigner(browser, signerLinkOf(await waitForMail(cid.email)));
  await actions(cidPage).getByRole('button', { name: 'Start signing' }).click();
  await expect(cidPage.getByRole('button', { name: 'Choose a PNG image' })).toBeVisible();
  await screenshot(cidPage, 'signing-upload-field');
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = cidPage.waitForEvent('filechooser');
    await actions(cidPage).getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(file);
  };
  await choose({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('\xff\xd8\xff\xe0 not a png', 'latin1'),
  });
  await expect(cidPage.getByText('The image must be a PNG')).toBeVisible();
  await choose({ name: 'stamp.png', mimeType: 'image/png', buffer: pngImage(120, 120) });
  await expect(cidPage.getByRole('group', { name: 'Upload Image field of Cid' }).locator('img')).toBeVisible();
  // The last of level 1: her signature invites Bob.
  await expect(cidPage.getByRole('dialog', { name: 'Finish signing' })).toContainText(
    'Next, Bob will be invited to sign.',
  );
  await finishFromFinishStep(cidPage);

  // Both level-1 signers are done: Bob is invited, and signs on his phone with a finger.
  const bobPage = await openAsSigner(browser, signerLinkOf(await waitForMail(bob.email)), PHONE);
  await expect(bobPage.locator('[data-pdf-page="1"] canvas').first()).toBeVisible();
  const firstPage = await bobPage.locator('[data-pdf-page="1"]').boundingBox();
  expect(firstPage?.width, 'the PDF fills the screen’s width').toBeGreaterThanOrEqual(370);
  const start = await actions(bobPage).getByRole('button', { name: 'Start signing' }).boundingBox();
  expect((start?.y ?? 0) + (start?.height ?? 0), 'the actions sit at the bottom, within thumb reach').toBeGreaterThan(
    667 - 80,
  );
  await screenshot(bobPage, 'signing-phone-start');
  await bobPage.getByRole('button', { name: /Signature Field field of Bob/ }).tap();
  const bobPad = bobPage.getByRole('img', { name: 'Draw your signature here' });
  const padBox = await bobPad.boundingBox();
  expect(padBox?.width, 'the pad is big enough for a finger').toBeGreaterThanOrEqual(270);
  await drawWithTouch(bobPage, bobPad);
  await screenshot(bobPage, 'signing-phone-drawing');
  await actions(bobPage).getByRole('button', { name: 'Approve' }).tap();
  await expect(bobPage.getByRole('dialog', { name: 'Finish signing' })).toContainText(
    'Everyone will then have signed: you will receive the sealed PDF by e-mail.',
  );
  await screenshot(bobPage, 'signing-phone-finish-step');
  await finishWithConsent(bobPage, PHONE);
  await expect(bobPage.getByRole('heading', { name: 'You signed this document' })).toBeVisible();

  await page.goto('/archives');
  await expect(page.getByRole('table', { name: 'Archive' }).getByRole('row', { name: /contract\.pdf/ })).toContainText(
    'Completed',
  );
  const fields = await savedFields(page, seeded);
  for (const signer of [amy, cid, bob]) {
    const response = fields.find((field) => field.userId === signer.id)?.response;
    expect(response, signer.name).toMatchObject({ approve: true, reject: false, revise: false });
    expect(response?.image, signer.name).toMatch(/^data:image\/png;base64,/);
  }
  // Cid's square image sits centred on a canvas of the field's shape.
  const cidImage = pngSizeOf(fields.find((field) => field.userId === cid.id)?.response.image ?? '');
  const fieldShape = (cidEdges.x2 - cidEdges.x1) / ((cidEdges.y2 - cidEdges.y1) * A4_HEIGHT_PER_WIDTH);
  expect(cidImage.width / cidImage.height).toBeCloseTo(fieldShape, 1);

  // Once sealed, Archives' Download hands over the sealed PDF under its own name.
  const sealedUrl = `/v1/documents/${seeded.documentId}/download`;
  await expect
    .poll(async () => (await page.request.get(sealedUrl, { headers: seeded.headers })).status(), { timeout: 30_000 })
    .toBe(200);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download contract.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contract-signed.pdf');
  const sealed = await readFile(await file.path());
  expect(sealed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(sealed.includes('/ByteRange'), 'the file carries the seal').toBe(true);
});

for (const decline of [
  { button: 'Reject', item: 'Reject the document', dialog: 'Reject the document', status: 'Rejected', flag: 'reject' },
  { button: 'Revise', item: 'Ask for a revision', dialog: 'Ask for a revision', status: 'Revision', flag: 'revise' },
] as const) {
  test(`${decline.button}: with a reason, every field of the signer carries it at once, and the owner finds the document ${decline.status} in Archives`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await registerViaApi(request));
    const seeded = await seedDocument(page, [
      { name: 'Amy', email: uniqueEmail('amy') },
      { name: 'Bob', email: uniqueEmail('bob') },
    ]);
    const [amy, bob] = await signersOf(page, seeded);
    if (!amy || !bob) throw new Error('the flow has two signers');
    await placeFieldViaApi(page, seeded, amy.id);
    await placeFieldViaApi(page, seeded, amy.id, { type: 'file', pageNumber: 2 });
    await placeFieldViaApi(page, seeded, bob.id, { edges: { x1: 0.5, y1: 0.1, x2: 0.8, y2: 0.15 } });
    await inviteFromDocumentsPage(page);

    const amyPage = await openAsSigner(browser, signerLinkOf(await waitForMail(amy.email)));
    await expect(amyPage.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();

    // Closing asks first; staying keeps the signer on the document.
    await amyPage.getByRole('button', { name: 'Close signing' }).click();
    const close = amyPage.getByRole('dialog', { name: 'Signing incomplete' });
    await expect(close).toContainText('Do you want to close the signing process?');
    await close.getByRole('button', { name: 'Cancel' }).click();
    await expect(close).toBeHidden();
    // Closing for real pauses on a page of the signer's own (not the owner's Sign in), from which they can go on.
    await amyPage.getByRole('button', { name: 'Close signing' }).click();
    await close.getByRole('button', { name: 'Close signing' }).click();
    await expect(amyPage.getByRole('heading', { name: 'Signing paused' })).toBeVisible();
    await expect(amyPage).toHaveURL(/\/user-sign\?/);
    await expect(amyPage.getByRole('button', { name: 'Continue signing' })).toBeFocused();
    await expectNoSeriousA11yViolations(amyPage, 'signing paused');
    await amyPage.getByRole('button', { name: 'Continue signing' }).click();

    await actions(amyPage).getByRole('button', { name: 'Start signing' }).click();
    await chooseDecline(amyPage, decline.item);
    const confirm = amyPage.getByRole('dialog', { name: decline.dialog });
    await confirm.getByRole('textbox', { name: /Reason/ }).fill('Page 2 needs another date');
    await screenshot(amyPage, `signing-${decline.flag}-confirm`);
    // One confirmation: every field of hers carries the decision and the answer goes at once: no Finish, no consent.
    await confirm.getByRole('button', { name: decline.button }).click();
    await expect(amyPage).toHaveURL(/\/user-sign-done\?/);
    await expect(amyPage.getByText('Your reason: “Page 2 needs another date”')).toBeVisible();

    await page.goto('/archives');
    await expect(
      page.getByRole('table', { name: 'Archive' }).getByRole('row', { name: /contract\.pdf/ }),
    ).toContainText(decline.status);
    const amysFields = (await savedFields(page, seeded)).filter((field) => field.userId === amy.id);
    expect(amysFields).toHaveLength(2);
    for (const { response } of amysFields) {
      expect(response).toMatchObject({ approve: false, [decline.flag]: true });
      expect(response.image).toMatch(/^data:image\/png;base64,/);
    }

    // Bob's link (from his invitation: the mail saying signing stopped carries none) no longer signs anything.
    const invitation = await waitForMail(bob.email, { matching: (mail) => /\/user-sign\?/.test(mail.text) });
    const bobPage = await openAsSigner(browser, signerLinkOf(invitation));
    await expect(bobPage.getByRole('heading', { name: 'Signing of this document has ended' })).toBeVisible();
    await screenshot(bobPage, `signing-ended-after-${decline.flag}`);

    if (decline.status !== 'Revision') return;
    // The owner prepares the revised document again: back to the editor, as a draft.
    await page.getByRole('button', { name: 'Prepare again: contract.pdf' }).click();
    const prepare = page.getByRole('dialog', { name: 'Prepare again' });
    await expect(prepare).toContainText('It returns to Documents as a draft');
    await prepare.getByRole('button', { name: 'Prepare again' }).click();
    await expect(page).toHaveURL(new RegExp(`/annotate\\?templateId=${seeded.documentId}$`));
    await page.goto('/document');
    await expect(page.getByRole('row', { name: /contract\.pdf/ })).toContainText('Draft');
  });
}

test('Close signing saves what the signer approved: the same link brings it back, and it was never submitted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await registerViaApi(request));
  const seeded = await seedDocument(page, [{ name: 'Amy', email: uniqueEmail('amy') }]);
  const [amy] = await signersOf(page, seeded);
  if (!amy) throw new Error('the flow has a signer');
  await placeFieldViaApi(page, seeded, amy.id);
  await placeFieldViaApi(page, seeded, amy.id, { type: 'file', pageNumber: 2 });
  await inviteFromDocumentsPage(page);

  const link = signerLinkOf(await waitForMail(amy.email));
  const amyPage = await openAsSigner(browser, link);
  await actions(amyPage).getByRole('button', { name: 'Start signing' }).click();
  await drawWithMouse(amyPage, amyPage.getByRole('img', { name: 'Draw your signature here' }));
  await actions(amyPage).getByRole('button', { name: 'Approve' }).click();
  await expect(amyPage.getByRole('group', { name: 'Signature Field field of Amy' }).locator('img')).toBeVisible();
  expect((await savedFields(page, seeded)).some((field) => field.response.approve)).toBe(false);

  await amyPage.getByRole('button', { name: 'Close signing' }).click();
  await amyPage
    .getByRole('dialog', { name: 'Signing incomplete' })
    .getByRole('button', { name: 'Close signing' })
    .click();
  await expect(amyPage.getByRole('heading', { name: 'Signing paused' })).toBeVisible();
  // 'Your answers so far are saved' holds: the signature is on the server, and nothing was submitted.
  const saved = await savedFields(page, seeded);
  expect(saved.filter((field) => field.response.approve)).toHaveLength(1);
  expect(saved.find((field) => field.response.approve)?.response.image).toMatch(/^data:image\/png;base64,/);

  await amyPage.goto(link);
  await expect(amyPage.getByRole('group', { name: 'Signature Field field of Amy' }).locator('img')).toBeVisible();
});

test('a forged link shows Expired Link, and leaves a signed-in owner signed in', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/UserSign?templateId=00000000-0000-4000-8000-000000000000&userId=x&token=forged-token');
  await expect(page.getByRole('alert').filter({ hasText: 'Expired Link' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Expired Link' })).toBeVisible();
  await expect(page.getByText('This signing link has expired or is not valid.')).toBeVisible();
  await screenshot(page, 'signing-expired');
  await page.setViewportSize({ width: 375, height: 667 });
  await screenshot(page, 'signing-expired-phone');

  await page.goto('/document');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
