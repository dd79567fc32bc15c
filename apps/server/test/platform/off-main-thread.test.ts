import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PNG_DATA_URL_PREFIX } from '@signflow/contract/signing';
import { palettePngOf, rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buy, postCallback, SANDBOX_KEY, sandboxCallbackFields } from '../support/billing';
import { owner } from '../support/documents';
import { approved, sentDocument, signerCall, signerToken } from '../support/signing';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The invoice PDF and a signer's image take tens of milliseconds each to build or decode (26 ms and 46 ms at the
 * largest), which on the thread that answers requests would hold every other request. In this file the thread
 * that answers requests cannot do either: its invoice renderer and PNG decoder throw. The PDF worker threads load
 * their own copies of those modules, untouched, so what works here was done there.
 */
vi.mock('../../src/modules/billing/invoice-pdf', () => ({
  renderInvoicePdf: () => {
    throw new Error('an invoice was rendered on the thread that answers requests');
  },
}));
vi.mock('../../src/platform/pdf/drawable-png', () => ({
  decodeDrawablePng: () => {
    throw new Error('a PNG was decoded on the thread that answers requests');
  },
}));

let t: TestApp;
const directory = mkdtempSync(path.join(tmpdir(), 'off-main-thread-'));
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_KEY: SANDBOX_KEY });
});
afterAll(async () => {
  await t?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('work done in the PDF worker threads, never on the thread that answers requests', () => {
  it('the invoice: downloaded whole and correct', async () => {
    const who = await owner(t, 'TRIAL');
    const { billing } = await buy(who, { packageId: 'starter', term: 3, paymentMethod: 'BC' });
    const paid = await postCallback(t, sandboxCallbackFields({ orderNo: billing.orderNo, amount: billing.nettAmount }));
    expect(paid.statusCode).toBe(200);

    const response = await who.call('GET', `/v1/billing/${billing.billingId}/invoice`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const file = path.join(directory, 'invoice.pdf');
    writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [billing.billingNo, billing.orderNo, 'STARTER plan, 3 months', 'Rp 165.000']) {
      expect(text, expected).toContain(expected);
    }
  });

  it("a signer's image: the largest they may save is kept, one sealing could not draw is refused", async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const signer = sent.users[0]?.id ?? '';
    const field = sent.fields.find((each) => each.userId === signer);
    const token = await signerToken(t, sent.document.id, signer);
    const save = (png: Buffer) =>
      signerCall(t, 'PUT', `/v1/documents/user-sign/${sent.document.id}/coordinate/${field?.id}`, token, {
        response: { ...approved, image: `${PNG_DATA_URL_PREFIX}${png.toString('base64')}` },
      });

    // 120,000 pixels of noise, the slowest kind to decode: the most a signer's image may have.
    let seed = 7;
    const noise = () => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      return seed & 0xff;
    };
    const largest = rgbaPngOf(400, 300, () => [noise(), noise(), noise(), 255]);
    const kept = await save(largest);
    expect(kept.statusCode, kept.body).toBe(200);

    // A palette PNG without its palette: well formed on the outside, yet no decoder can draw it.
    const undrawable = palettePngOf(4, 2, null, () => 0);
    const refused = await save(undrawable);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(API_MESSAGES.imageNotPng);
  });
});
