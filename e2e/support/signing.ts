import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { uniqueEmail } from './accounts';
import { placeFieldViaApi, seedDocument, uploadForPeople } from './documents';
import { waitForMail } from './mail';

/** Signers often sign on a phone: the signing page must work at this size. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** The two screens a journey is tried on: a laptop's (1366 × 768) and a phone's (375 × 667, touch). */
export const LAPTOP_AND_PHONE = [
  ['laptop', { ...DESKTOP, viewport: { width: 1366, height: 768 } }],
  ['phone', PHONE],
] as const;

/** The signer link an invitation carries (docs/domain.md#signers-and-their-links). */
export function signerLinkOf(mail: CaughtMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/user-sign\?templateId=\S+&userId=\S+&token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no signer link in the mail “${mail.subject}”`);
  return link;
}

/** Opens a signer's link in a browser of their own: no owner session, as on the signer's device. */
export async function openAsSigner(browser: Browser, link: string, device: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

/** The document's signers as its owner sees them, in the flow's order. */
export async function signersOf(page: Page, seeded: { headers: Record<string, string>; documentId: string }) {
  const response = await page.request.get(`/v1/documents/signing/${seeded.documentId}`, { headers: seeded.headers });
  return (await response.json()).users as { id: string; name: string; email: string }[];
}

/** The owner sends the document from the Documents page, as a person would. */
export async function inviteFromDocumentsPage(page: Page) {
  await page.goto('/document');
  await page.getByRole('button', { name: 'Invite Sign: contract.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Document sent for signing')).toBeVisible();
}

/** A zigzag across the middle of a box, like a hurried signature, in page coordinates. */
async function signatureStroke(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  return Array.from({ length: 12 }, (_, index) => ({
    x: box.x + box.width * (0.15 + (0.7 * index) / 11),
    y: box.y + box.height * (index % 2 === 0 ? 0.35 : 0.65),
  }));
}

export async function drawWithMouse(page: Page, target: Locator) {
  const [first, ...rest] = await signatureStroke(target);
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.up();
}

/** Draws with a finger: real touch events through the DevTools protocol (Playwright itself only taps). */
export async function drawWithTouch(page: Page, target: Locator) {
  const [first, ...rest] = await signatureStroke(target);
  if (!first) return;
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first] });
  for (const point of rest)
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  // The finger rests before it lifts, as a signer's does: lifted while moving, Chrome would start a fling,
  // and the next tap would only stop the fling instead of pressing a button.
  await page.waitForTimeout(150);
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [rest.at(-1) ?? first] });
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await devtools.detach();
}

/** A tap on a phone (a click there could start a fling), a click elsewhere: on what the person sees. */
export function press(locator: Locator, device: BrowserContextOptions = DESKTOP) {
  return device.hasTouch ? locator.tap() : locator.click();
}

/** The signer's bar: what to do now, the progress, the main action and the More menu. */
export function signingActions(page: Page) {
  return page.getByRole('region', { name: 'Signing actions' });
}

/** Reject or Revise, from the More menu beside the main action. */
export async function chooseDecline(
  page: Page,
  item: 'Reject the document' | 'Ask for a revision',
  device: BrowserContextOptions = DESKTOP,
) {
  await press(signingActions(page).getByRole('button', { name: 'More' }), device);
  await press(page.getByRole('menuitem', { name: item }), device);
}

export const CONSENT = 'I agree that my electronic signature is the legal equivalent of my handwritten signature';

/**
 * The finish step, open: it sums up and asks for the consent; the signer ticks it (a tap or a click on the box's
 * words, as a person does) and presses Finish, then lands on their ending.
 */
export async function finishWithConsent(page: Page, device: BrowserContextOptions = DESKTOP) {
  const dialog = page.getByRole('dialog', { name: 'Finish signing' });
  await expect(dialog).toBeVisible();
  await press(dialog.getByText(CONSENT), device);
  await expect(dialog.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  await press(dialog.getByRole('button', { name: 'Finish' }), device);
  await expect(page).toHaveURL(/\/user-sign-done\?/);
}

/** A real PNG of `width × height`: a blue square with a yellow diagonal band, so scaling shows. */
export function pngImage(width: number, height: number): Buffer {
  return rgbaPngOf(width, height, (x, y) => (Math.abs(x - y) < width / 8 ? [250, 200, 20, 255] : [20, 60, 160, 255]));
}

/** The pixel size a PNG data URL declares in its header. */
export function pngSizeOf(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A signature as the signing page saves it: a PNG data URL (a real 1×1 PNG, which the seal draws). */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export type SentDocument = Awaited<ReturnType<typeof sendToOneSigner>>;

/**
 * An owner's document with one signer of this test's own (so their mail is theirs alone) and one field, sent. Given a
 * `name`, it is uploaded for the signer alone, with no flow, so a Free trial (one flow) may send several.
 */
export async function sendToOneSigner(page: Page, { name }: { name?: string } = {}) {
  const signer = { name: 'Amy Signer', email: uniqueEmail('signer') };
  const seeded = name ? await uploadForPeople(page, [signer], { name }) : await seedDocument(page, [signer]);
  const { headers, documentId } = seeded;
  const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
  await placeFieldViaApi(page, seeded, record.users[0].id);
  const invite = await page.request.post(`/v1/documents/signing/${documentId}/invite`, { headers });
  expect(invite.status()).toBe(200);
  return { ...seeded, signer, originalSha256: record.document.sha256 as string };
}

/** The signer's part through the API, as the signing page calls it: each of their fields approved, then submit. */
export function approveAndSubmit(request: APIRequestContext, sent: { documentId: string; signer: { email: string } }) {
  return answerAndSubmit(request, sent, { decision: 'approve' });
}

/**
 * The signer's answer through the API, as the signing page sends it: each of their fields carries the decision, then
 * the submission (an approval with the consent to sign electronically, a rejection or a revision with its reason).
 */
export async function answerAndSubmit(
  request: APIRequestContext,
  sent: { documentId: string; signer: { email: string } },
  answer: { decision: 'approve' } | { decision: 'reject' | 'revise'; reason: string },
) {
  const mail = await waitForMail(sent.signer.email);
  const token = mail.text.match(/[?&]token=([\w-]+)/)?.[1];
  expect(token, 'the signer link in the invitation').toBeTruthy();
  const base = `/v1/documents/user-sign/${sent.documentId}`;
  const record = await (await request.get(`${base}?token=${token}`)).json();
  const ownFields = (record.coordinates as { id: string; userId: string }[]).filter(
    (field) => field.userId === record.signerID,
  );
  expect(ownFields).not.toHaveLength(0);
  const { decision } = answer;
  for (const field of ownFields) {
    const saved = await request.put(`${base}/coordinate/${field.id}?token=${token}`, {
      data: {
        response: {
          image: SIGNATURE_PNG,
          approve: decision === 'approve',
          reject: decision === 'reject',
          revise: decision === 'revise',
        },
      },
    });
    expect(saved.status()).toBe(200);
  }
  const body = answer.decision === 'approve' ? { consent: true } : { reason: answer.reason };
  expect((await request.post(`${base}/submit?token=${token}`, { data: body })).status()).toBe(200);
}

/** The owner's download of the sealed PDF, once the sealing pass has made it (409 until then). */
export async function downloadSealed(page: Page, sent: SentDocument): Promise<Buffer> {
  const url = `/v1/documents/${sent.documentId}/download`;
  await expect
    .poll(async () => (await page.request.get(url, { headers: sent.headers })).status(), { timeout: 30_000 })
    .toBe(200);
  return (await page.request.get(url, { headers: sent.headers })).body();
}
