import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type Billing,
  billingAmounts,
  isPaymentMethodCode,
  type PaymentMethodsResponse,
} from '@signflow/contract/billing';
import type { Paged } from '@signflow/contract/paging';
import type { SubscriptionResponse } from '@signflow/contract/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billings as billingsTable } from '../../../src/db/schema';
import { callbackOutcomes } from '../../support/billing';
import { type FakeDuitku, startFakeDuitku } from '../../support/fake-duitku';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

/**
 * The app with PAYMENT_PROVIDER=duitku against a local fake of Duitku that checks every signature the way
 * Duitku does: the payment-method list, buying a plan, and Duitku's signed callback (a forged one refused).
 */
let fake: FakeDuitku;
let t: TestApp;
let callbackUrl: string;

beforeAll(async () => {
  fake = await startFakeDuitku();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'duitku',
    DUITKU_MERCHANT_CODE: fake.merchantCode,
    DUITKU_API_KEY: fake.apiKey,
    DUITKU_BASE_URL: fake.baseUrl,
    DUITKU_WEBAPI_URL: fake.webApiUrl,
  });
  // Duitku posts its callback over HTTP, so the app listens; the callback URL it was given names APP_URL instead.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  callbackUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/payments/callback`;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const starterQuarter = billingAmounts(50_000, 3);

async function subscription(token: string) {
  const response = await t.request({ method: 'GET', url: '/v1/profile/subscription', headers: bearer(token) });
  return response.json<SubscriptionResponse>().subscription;
}

async function billings(token: string) {
  const response = await t.request({ method: 'GET', url: '/v1/profile/billing', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<Paged<Billing>>().results;
}

describe('billing through Duitku', () => {
  it('lists Duitku’s payment methods, only those the product knows, from a request Duitku accepted', async () => {
    const { token } = await t.registerAccount();
    fake.requests.length = 0;
    const response = await t.request({
      method: 'GET',
      url: `/v1/subscribe/payment-method?amount=${starterQuarter.nettAmount}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { paymentFee } = response.json<PaymentMethodsResponse>();
    expect(paymentFee.length).toBeGreaterThan(0);
    expect(paymentFee.every((method) => isPaymentMethodCode(method.paymentMethod))).toBe(true);
    expect(paymentFee.map((method) => method.paymentMethod)).not.toContain('JP');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/webapi/api/merchant/paymentmethod/getpaymentmethod',
      status: 200,
      body: { merchantcode: fake.merchantCode, amount: starterQuarter.nettAmount },
    });
  });

  it('closes Duitku’s invoice by the billing’s due date, and refuses its paid callback once that has passed', async () => {
    const { token } = await t.registerAccount();
    fake.requests.length = 0;
    const bought = await t.request({
      method: 'POST',
      url: '/v1/subscribe',
      headers: bearer(token),
      payload: { packageId: 'starter', term: 3, paymentMethod: 'BC' },
    });
    expect(bought.statusCode).toBe(200);
    const [seen] = fake.requests;
    expect(seen?.status).toBe(200);
    const [billing] = await billings(token);
    if (!billing) throw new Error('no billing');
    // Duitku counts expiryPeriod's minutes from the request: its invoice closes no later than the due date.
    const expiryPeriod = seen?.body?.expiryPeriod as number;
    expect(Number.isInteger(expiryPeriod)).toBe(true);
    const closesAt = Number(seen?.headers['x-duitku-timestamp']) + expiryPeriod * 60_000;
    const dueAt = new Date(billing.dueDate).getTime();
    expect(closesAt).toBeLessThanOrEqual(dueAt);
    expect(closesAt).toBeGreaterThan(dueAt - 2 * 60_000);

    await t.db
      .update(billingsTable)
      .set({ dueDate: new Date(Date.now() - 1000) })
      .where(eq(billingsTable.id, billing.billingId));
    const before = await subscription(token);
    const late = await fake.postCallback(callbackUrl, {
      merchantOrderId: billing.orderNo,
      amount: starterQuarter.nettAmount,
    });
    expect(late.status).toBe(409);
    expect(JSON.parse(late.body).message).toBe(API_MESSAGES.billingExpired);
    expect(await subscription(token)).toEqual(before);
    expect((await billings(token))[0]?.status).toBe('expired');
    expect(await callbackOutcomes(t, billing.orderNo)).toEqual(['expired:false']);
  });

  it('buys STARTER for 3 months: Duitku saw a signed invoice for the amount; its signed callback extends the plan once', async () => {
    const { token, email } = await t.registerAccount();
    fake.requests.length = 0;
    const bought = await t.request({
      method: 'POST',
      url: '/v1/subscribe',
      headers: bearer(token),
      payload: { packageId: 'starter', term: 3, paymentMethod: 'BC' },
    });
    expect(bought.statusCode).toBe(200);
    const [seen] = fake.requests;
    expect(seen?.path).toBe('/api/merchant/createInvoice');
    expect(seen?.status).toBe(200);
    const timestamp = seen?.headers['x-duitku-timestamp'] ?? '';
    expect(seen?.headers['x-duitku-merchantcode']).toBe(fake.merchantCode);
    expect(seen?.headers['x-duitku-signature']).toBe(
      createHash('sha256').update(`${fake.merchantCode}${timestamp}${fake.apiKey}`).digest('hex'),
    );
    expect(seen?.body).toMatchObject({
      paymentAmount: starterQuarter.nettAmount,
      paymentMethod: 'BC',
      email,
      callbackUrl: 'http://app.test/v1/payments/callback',
    });
    const [billing] = await billings(token);
    expect(billing).toMatchObject({ status: 'pending', nettAmount: starterQuarter.nettAmount });
    const invoice = fake.invoices.get(billing?.orderNo ?? '');
    expect(bought.json()).toEqual({ invoiceUrl: invoice?.paymentUrl });
    const orderNo = billing?.orderNo ?? '';

    // A forged callback (not signed with the merchant key) is refused and changes nothing.
    const before = await subscription(token);
    const forged = await fake.postCallback(
      callbackUrl,
      { merchantOrderId: orderNo, amount: starterQuarter.nettAmount },
      {
        signature: createHash('md5')
          .update(`${fake.merchantCode}${starterQuarter.nettAmount}${orderNo}guess`)
          .digest('hex'),
      },
    );
    expect(forged.status).toBe(401);
    expect(await subscription(token)).toEqual(before);
    expect((await billings(token))[0]?.status).toBe('pending');

    // Duitku's own callback is believed: the billing is paid and the plan is STARTER for 3 months from now.
    const paid = await fake.postCallback(callbackUrl, { merchantOrderId: orderNo, amount: starterQuarter.nettAmount });
    expect(paid.status).toBe(200);
    expect((await billings(token))[0]?.status).toBe('paid');
    const after = await subscription(token);
    expect(after.plan).toBe('STARTER');
    const threeMonths = new Date();
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
    expect(Math.abs(new Date(after.endDate).getTime() - threeMonths.getTime())).toBeLessThan(2 * 86_400_000);

    // The receipt is mailed with the invoice PDF, which pdftotext reads.
    const receipt = await t.smtp.waitFor(email, { matching: (mail) => mail.subject.startsWith('Payment received') });
    expect(receipt.subject).toContain(billing?.billingNo ?? 'missing');
    const [attachment] = receipt.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'duitku-receipt-')), 'invoice.pdf');
    writeFileSync(file, attachment?.content ?? Buffer.alloc(0));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    rmSync(path.dirname(file), { recursive: true, force: true });
    expect(text).toContain(billing?.billingNo ?? 'missing');
    expect(text).toContain(orderNo);
    expect(text).toContain('Rp 165.000');

    // Duitku retries callbacks: a repeat answers 200 and extends nothing.
    const again = await fake.postCallback(callbackUrl, { merchantOrderId: orderNo, amount: starterQuarter.nettAmount });
    expect(again.status).toBe(200);
    expect(await subscription(token)).toEqual(after);
  });

  it('a callback that says the payment failed leaves the billing pending', async () => {
    const { token } = await t.registerAccount();
    const bought = await t.request({
      method: 'POST',
      url: '/v1/subscribe',
      headers: bearer(token),
      payload: { packageId: 'pro', term: 1, paymentMethod: 'OV' },
    });
    expect(bought.statusCode).toBe(200);
    const [billing] = await billings(token);
    const failed = await fake.postCallback(callbackUrl, {
      merchantOrderId: billing?.orderNo ?? '',
      amount: billing?.nettAmount ?? 0,
      resultCode: '01',
    });
    expect(failed.status).toBe(200);
    expect((await billings(token))[0]?.status).toBe('pending');
    expect((await subscription(token)).plan).toBe('TRIAL');
  });

  it("a failed payment's callback with its resultCode turned to '00' pays nothing: Duitku's transaction status is asked", async () => {
    const { token } = await t.registerAccount();
    const bought = await t.request({
      method: 'POST',
      url: '/v1/subscribe',
      headers: bearer(token),
      payload: { packageId: 'pro', term: 1, paymentMethod: 'OV' },
    });
    expect(bought.statusCode).toBe(200);
    const [billing] = await billings(token);
    const order = { merchantOrderId: billing?.orderNo ?? '', amount: billing?.nettAmount ?? 0 };
    expect((await fake.postCallback(callbackUrl, { ...order, resultCode: '02' })).status).toBe(200);
    // Duitku's md5 covers merchantCode, amount, order and key, not resultCode: the signature of the failed
    // callback is just as good on a copy that claims '00'.
    fake.requests.length = 0;
    const turned = await fetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...fake.callbackFields({ ...order, resultCode: '02' }),
        resultCode: '00',
      }).toString(),
    });
    expect(turned.status).toBe(200);
    expect(fake.requests.map((request) => `${request.path} ${request.status}`)).toEqual([
      '/webapi/api/merchant/transactionStatus 200',
    ]);
    expect((await billings(token))[0]?.status).toBe('pending');
    expect((await subscription(token)).plan).toBe('TRIAL');
  });

  it("a paid callback while Duitku's transaction status cannot be read answers 502 (Duitku retries), then pays", async () => {
    const { token } = await t.registerAccount();
    const bought = await t.request({
      method: 'POST',
      url: '/v1/subscribe',
      headers: bearer(token),
      payload: { packageId: 'starter', term: 1, paymentMethod: 'BC' },
    });
    expect(bought.statusCode).toBe(200);
    const [billing] = await billings(token);
    const order = { merchantOrderId: billing?.orderNo ?? '', amount: billing?.nettAmount ?? 0 };
    fake.mode = 'fail';
    try {
      expect((await fake.postCallback(callbackUrl, order)).status).toBe(502);
    } finally {
      fake.mode = 'normal';
    }
    expect((await billings(token))[0]?.status).toBe('pending');
    expect((await fake.postCallback(callbackUrl, order)).status).toBe(200);
    expect((await billings(token))[0]?.status).toBe('paid');
    expect((await subscription(token)).plan).toBe('STARTER');
  });

  it('Duitku refusing or failing at subscribe answers 502 and leaves no billing behind', async () => {
    const { token } = await t.registerAccount();
    for (const mode of ['refuse', 'fail'] as const) {
      fake.mode = mode;
      const response = await t.request({
        method: 'POST',
        url: '/v1/subscribe',
        headers: bearer(token),
        payload: { packageId: 'starter', term: 1, paymentMethod: 'BC' },
      });
      expect(response.statusCode, mode).toBe(502);
    }
    fake.mode = 'normal';
    expect(await billings(token)).toHaveLength(0);
  });
});
