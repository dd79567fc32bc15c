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
import { placeFieldViaApi, seedDocument } from './documents';
import { waitForMail } from './mail';

/** Signers often sign on a phone: the signing page must work at this size. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

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

/** An owner's document with one signer of this test's own (so their mail is theirs alone) and one field, sent. */
export async function sendToOneSigner(page: Page) {
  const signer = { name: 'Amy Signer', email: uniqueEmail('signer') };
  const seeded = await seedDocument(page, [signer]);
  const { headers, documentId } = seeded;
  const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
  await placeFieldViaApi(page, seeded, record.users[0].id);
  const invite = await page.request.post(`/v1/documents/signing/${documentId}/invite`, { headers });
  expect(invite.status()).toBe(200);
  return { ...seeded, signer, originalSha256: record.document.sha256 as string };
}

/** The signer's part through the API, as the signing page calls it: each of their fields approved, then submit. */
export async function approveAndSubmit(
  request: APIRequestContext,
  sent: { documentId: string; signer: { email: string } },
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
  for (const field of ownFields) {
    const saved = await request.put(`${base}/coordinate/${field.id}?token=${token}`, {
      data: { response: { image: SIGNATURE_PNG, approve: true, reject: false, revise: false } },
    });
    expect(saved.status()).toBe(200);
  }
  expect((await request.post(`${base}/submit?token=${token}`)).status()).toBe(200);
}
