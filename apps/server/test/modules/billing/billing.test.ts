import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type Billing,
  type BillingPaymentResponse,
  type BillingResponse,
  PACKAGES,
  PAYMENT_METHOD_CODES,
  type PackagesResponse,
  type PaymentMethodsResponse,
  type UnpaidBillingResponse,
} from '@signflow/contract/billing';
import type { Paged } from '@signflow/contract/paging';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billings, subscriptions } from '../../../src/db/schema';
import { addMonths } from '../../../src/modules/subscriptions/service';
import {
  billingRow,
  buy,
  callbackOutcomes as outcomesOf,
  postCallback,
  SANDBOX_KEY,
  sandboxCallbackFields,
  subscriptionRows,
} from '../../support/billing';
import { type Method, MISSING_ID } from '../../support/documents';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_KEY: SANDBOX_KEY });
});
afterAll(async () => {
  await t.close();
});

/** A newly registered account, on the TRIAL registration gave it. */
async function account() {
  const registered = await t.registerAccount();
  const accountId = registered.body.user.id;
  const call = (method: Method, url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(registered.token), ...(payload ? { payload } : {}) });
  return { ...registered, accountId, call };
}

async function billingCount(accountId: string) {
  const [row] = await t.db.select({ total: count() }).from(billings).where(eq(billings.accountId, accountId));
  return row?.total ?? 0;
}

const callbackOutcomes = (orderNo: string) => outcomesOf(t, orderNo);

const paid = (billing: Billing, resultCode = '00') =>
  sandboxCallbackFields({ orderNo: billing.orderNo, amount: billing.nettAmount, resultCode });

const DAY_MS = 86_400_000;
const near = (actual: Date | string, expected: Date, toleranceMs = 60_000) =>
  expect(Math.abs(new Date(actual).getTime() - expected.getTime())).toBeLessThan(toleranceMs);

describe('packages and payment methods', () => {
  it('lists the packages and where Contact sales leads', async () => {
    const who = await account();
    const response = await who.call('GET', '/v1/packages');
    expect(response.statusCode).toBe(200);
    const body = response.json<PackagesResponse>();
    expect(body.packages).toEqual(PACKAGES);
    expect(body.contactSalesUrl).toBe('mailto:no-reply@signflow.local');
  });

  it('lists every payment method the product knows, with its name', async () => {
    const who = await account();
    const response = await who.call('GET', '/v1/subscribe/payment-method?amount=165000');
    expect(response.statusCode).toBe(200);
    const { paymentFee } = response.json<PaymentMethodsResponse>();
    expect(paymentFee.map((fee) => fee.paymentMethod)).toEqual(PAYMENT_METHOD_CODES);
    expect(paymentFee.find((fee) => fee.paymentMethod === 'BC')?.paymentName).toBe('BCA Virtual Account');
    expect((await who.call('GET', '/v1/subscribe/payment-method?amount=-5')).statusCode).toBe(400);
  });

  it.each([
    ['GET', '/v1/packages'],
    ['GET', '/v1/subscribe/payment-method'],
    ['POST', '/v1/subscribe'],
    ['GET', '/v1/profile/billing'],
    ['GET', `/v1/profile/billing/${MISSING_ID}/payment-link`],
    ['GET', '/v1/billing/unpaid'],
    ['GET', `/v1/billing/${MISSING_ID}`],
    ['GET', `/v1/billing/${MISSING_ID}/payment`],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.request({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_MESSAGES.unauthorized);
  });
});

describe('POST /v1/subscribe', () => {
  it.each([
    [{ packageId: 'gold' }, API_MESSAGES.packageRequired],
    [{ packageId: '' }, API_MESSAGES.packageRequired],
    [{ packageId: undefined }, API_MESSAGES.packageRequired],
    [{ packageId: 'enterprise' }, API_MESSAGES.packageContactSales],
    [{ term: 2 }, API_MESSAGES.termRequired],
    [{ term: 'yearly' }, API_MESSAGES.termRequired],
    [{ term: undefined }, API_MESSAGES.termRequired],
    [{ paymentMethod: 'XX' }, API_MESSAGES.paymentMethodRequired],
    [{ paymentMethod: undefined }, API_MESSAGES.paymentMethodRequired],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const who = await account();
    const response = await who.call('POST', '/v1/subscribe', {
      packageId: 'starter',
      term: 3,
      paymentMethod: 'BC',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await billingCount(who.accountId)).toBe(0);
  });

  it('makes a pending billing due in 24 hours and answers the payment page', async () => {
    const who = await account();
    const { billing, invoiceUrl } = await buy(who, { packageId: 'starter', term: 3, paymentMethod: 'M2' });
    expect(invoiceUrl).toBe(`http://app.test/payments/sandbox/${billing.orderNo}`);
    expect(billing).toMatchObject({
      status: 'pending',
      plan: 'STARTER',
      term: 3,
      packageId: 'starter',
      paymentMethod: 'M2',
      currency: 'IDR',
      baseAmount: 150_000,
      taxAmount: 15_000,
      nettAmount: 165_000,
      descriptions: 'STARTER plan, 3 months',
      paidAt: null,
    });
    expect(billing.billingNo).toMatch(new RegExp(`^INV/${new Date().getUTCFullYear()}/\\d{6}$`));
    expect(billing.orderNo).toMatch(/^SF-[A-Z2-7]{16}$/);
    near(billing.dueDate, new Date(new Date(billing.billingDate).getTime() + DAY_MS), 1000);

    const detail = (await who.call('GET', `/v1/billing/${billing.billingId}`)).json<BillingResponse>();
    expect(detail.billing).toEqual(billing);
    expect(detail.billingDetail).toEqual([
      expect.objectContaining({ serialNo: 1, description: 'STARTER plan, 3 months', originalAmount: 150_000 }),
    ]);
    expect(detail.payment).toEqual({ invoiceUrl });

    const payment = (await who.call('GET', `/v1/billing/${billing.billingId}/payment`)).json<BillingPaymentResponse>();
    expect(payment.payment).toEqual({
      status: 'pending',
      paymentMethod: 'M2',
      paymentName: 'Mandiri Virtual Account',
      invoiceUrl,
      paidAt: null,
    });
    const link = await who.call('GET', `/v1/profile/billing/${billing.billingId}/payment-link`);
    expect(link.json()).toEqual({ invoiceUrl });
    const unpaid = (await who.call('GET', '/v1/billing/unpaid')).json<UnpaidBillingResponse>();
    expect(unpaid).toEqual({ billingUnpaid: { billingId: billing.billingId, invoiceUrl }, billing });
  });

  it('bills the annual term as 10 months with 2 bonus months', async () => {
    const who = await account();
    const { billing } = await buy(who, { packageId: 'pro', term: 12, paymentMethod: 'OV' });
    expect(billing).toMatchObject({ baseAmount: 1_000_000, taxAmount: 100_000, nettAmount: 1_100_000 });
    const detail = (await who.call('GET', `/v1/billing/${billing.billingId}`)).json<BillingResponse>();
    expect(detail.billingDetail.map(({ description, originalAmount }) => ({ description, originalAmount }))).toEqual([
      { description: 'PRO plan, 10 months', originalAmount: 1_000_000 },
      { description: '2 bonus months', originalAmount: 0 },
    ]);
  });

  it('numbers invoices one after another', async () => {
    const who = await account();
    const first = await buy(who);
    const second = await buy(who, { term: 1 });
    const counter = (billing: Billing) => Number(billing.billingNo.split('/')[2]);
    expect(counter(second.billing)).toBeGreaterThan(counter(first.billing));
  });

  it("answers 404 for another account's billing, and for a malformed or unknown id", async () => {
    const owner = await account();
    const stranger = await account();
    const { billing } = await buy(owner);
    for (const url of [
      `/v1/billing/${billing.billingId}`,
      `/v1/billing/${billing.billingId}/payment`,
      `/v1/profile/billing/${billing.billingId}/payment-link`,
      `/v1/billing/${MISSING_ID}`,
      '/v1/billing/not-an-id',
      '/v1/profile/billing/not-an-id/payment-link',
    ]) {
      const response = await stranger.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(API_MESSAGES.notFound);
    }
    expect((await stranger.call('GET', '/v1/profile/billing')).json().totalResults).toBe(0);
    expect((await stranger.call('GET', '/v1/billing/unpaid')).json()).toEqual({ billingUnpaid: null, billing: null });
  });
});

describe('GET /v1/profile/billing', () => {
  it('pages and sorts the billings, newest first by default', async () => {
    const who = await account();
    const bought = [];
    for (const term of [1, 6, 3]) bought.push((await buy(who, { term })).billing);
    const page = (await who.call('GET', '/v1/profile/billing?limit=2')).json<Paged<Billing>>();
    expect(page).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(page.results.map((billing) => billing.term)).toEqual([3, 6]);
    const beyond = (await who.call('GET', '/v1/profile/billing?limit=2&page=3')).json<Paged<Billing>>();
    expect(beyond).toMatchObject({ results: [], totalResults: 3 });
    const byAmount = (await who.call('GET', '/v1/profile/billing?sortBy=nettAmount:asc')).json<Paged<Billing>>();
    expect(byAmount.results.map((billing) => billing.term)).toEqual([1, 3, 6]);
    const refused = await who.call('GET', '/v1/profile/billing?sortBy=secret:asc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(API_MESSAGES.invalidSortBy);
  });

  it('answers bad list queries (huge or odd pages, unknown sorts) with 400, never a 5xx', async () => {
    const who = await account();
    for (const query of [
      'page=1e20',
      'page=99999999999999999999',
      'page=0',
      'limit=1e3',
      'sortBy=orderNo:asc',
      'sortBy=billingDate',
      'page=%ff',
    ]) {
      const response = await who.call('GET', `/v1/profile/billing?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers a pending billing past its due date as expired, without a payment link', async () => {
    const who = await account();
    const { billing } = await buy(who);
    await t.db
      .update(billings)
      .set({ dueDate: new Date(Date.now() - 1000) })
      .where(eq(billings.id, billing.billingId));
    const list = (await who.call('GET', '/v1/profile/billing')).json<Paged<Billing>>();
    expect(list.results[0]?.status).toBe('expired');
    const link = await who.call('GET', `/v1/profile/billing/${billing.billingId}/payment-link`);
    expect(link.statusCode).toBe(404);
    expect(link.json().message).toBe(API_MESSAGES.paymentLinkNotFound);
    expect((await who.call('GET', `/v1/billing/${billing.billingId}`)).json().payment).toBeNull();
    expect((await who.call('GET', '/v1/billing/unpaid')).json()).toEqual({ billingUnpaid: null, billing: null });
  });
});

describe('POST /v1/payments/callback', () => {
  it('refuses a forged signature with 401, records it, and leaves the billing pending', async () => {
    const who = await account();
    const { billing } = await buy(who);
    const forged = await postCallback(t, { ...paid(billing), signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(API_MESSAGES.callbackBadSignature);
    const otherKey = await postCallback(t, { ...paid(billing), merchantCode: 'DUITKU' });
    expect(otherKey.statusCode).toBe(401);
    const raisedAmount = await postCallback(t, { ...paid(billing), amount: '1' });
    expect(raisedAmount.statusCode).toBe(401);
    expect((await billingRow(t, billing.billingId))?.status).toBe('pending');
    expect(await callbackOutcomes(billing.orderNo)).toEqual([
      'bad signature:false',
      'bad signature:false',
      'bad signature:false',
    ]);
    expect((await subscriptionRows(t, who.accountId)).map((row) => row.plan)).toEqual(['TRIAL']);
  });

  it('refuses a signed callback whose amount is not the billing’s with 400', async () => {
    const who = await account();
    const { billing } = await buy(who);
    const response = await postCallback(
      t,
      sandboxCallbackFields({ orderNo: billing.orderNo, amount: billing.nettAmount - 1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(API_MESSAGES.callbackAmountMismatch);
    expect((await billingRow(t, billing.billingId))?.status).toBe('pending');
    expect(await callbackOutcomes(billing.orderNo)).toEqual(['amount mismatch:false']);
  });

  it('answers 404 for an order nobody made', async () => {
    const response = await postCallback(t, sandboxCallbackFields({ orderNo: 'SF-NOSUCHORDER0000', amount: 165_000 }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(API_MESSAGES.callbackUnknownOrder);
    expect(await callbackOutcomes('SF-NOSUCHORDER0000')).toEqual(['unknown order:false']);
  });

  it('leaves the billing pending after a failed payment', async () => {
    const who = await account();
    const { billing } = await buy(who);
    const response = await postCallback(t, paid(billing, '01'));
    expect(response.statusCode).toBe(200);
    expect((await billingRow(t, billing.billingId))?.status).toBe('pending');
    expect((await subscriptionRows(t, who.accountId)).map((row) => row.plan)).toEqual(['TRIAL']);
    expect(await callbackOutcomes(billing.orderNo)).toEqual(['not paid:true']);
  });

  it('refuses a body that is not a form of fields with 400 or 401, never 5xx', async () => {
    for (const payload of ['', 'merchantCode', '%%%', 'amount=1&amount=2']) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/payments/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect([400, 401], payload).toContain(response.statusCode);
    }
    const json = await t.request({ method: 'POST', url: '/v1/payments/callback', payload: [1, 2] });
    expect(json.statusCode).toBe(400);
  });

  it('pays once: leaving TRIAL the plan runs from now for the term; a repeated callback changes nothing', async () => {
    const who = await account();
    const { billing } = await buy(who, { packageId: 'starter', term: 3 });
    const before = new Date();
    const first = await postCallback(t, paid(billing));
    expect(first.statusCode).toBe(200);
    const again = await postCallback(t, paid(billing));
    expect(again.statusCode).toBe(200);
    const both = await Promise.all([postCallback(t, paid(billing)), postCallback(t, paid(billing))]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);

    const row = await billingRow(t, billing.billingId);
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).not.toBeNull();
    const rows = await subscriptionRows(t, who.accountId);
    expect(rows.map((each) => each.plan)).toEqual(['TRIAL', 'STARTER']);
    const current = rows[1];
    expect(current?.billingId).toBe(billing.billingId);
    near(current?.startDate as Date, before, 5000);
    near(current?.endDate as Date, addMonths(current?.startDate as Date, 3), 1);
    expect(await callbackOutcomes(billing.orderNo)).toEqual([
      'duplicate:true',
      'duplicate:true',
      'duplicate:true',
      'paid:true',
    ]);

    const subscription = (await who.call('GET', '/v1/profile/subscription')).json().subscription;
    expect(subscription.plan).toBe('STARTER');
    const detail = (await who.call('GET', `/v1/billing/${billing.billingId}`)).json<BillingResponse>();
    expect(detail.billing.status).toBe('paid');
    expect(detail.billing.paidAt).not.toBeNull();
    expect(detail.payment).toBeNull();
    const link = await who.call('GET', `/v1/profile/billing/${billing.billingId}/payment-link`);
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(API_MESSAGES.billingAlreadyPaid);
    expect((await who.call('GET', '/v1/billing/unpaid')).json()).toEqual({ billingUnpaid: null, billing: null });
  });

  it('extends the same running paid plan from its end, keeping its start', async () => {
    const who = await account();
    const first = await buy(who, { packageId: 'starter', term: 1 });
    expect((await postCallback(t, paid(first.billing))).statusCode).toBe(200);
    const [, firstTerm] = await subscriptionRows(t, who.accountId);
    const second = await buy(who, { packageId: 'starter', term: 6 });
    expect((await postCallback(t, paid(second.billing))).statusCode).toBe(200);
    const rows = await subscriptionRows(t, who.accountId);
    expect(rows).toHaveLength(3);
    const latest = rows[2];
    expect(latest?.plan).toBe('STARTER');
    expect(latest?.startDate.getTime()).toBe(firstTerm?.startDate.getTime());
    expect(latest?.endDate.getTime()).toBe(addMonths(firstTerm?.endDate as Date, 6).getTime());
  });

  it('two billings of one account paid at once both extend the plan (neither extension is lost)', async () => {
    const who = await account();
    const first = await buy(who, { packageId: 'starter', term: 1 });
    const second = await buy(who, { packageId: 'starter', term: 3 });
    const before = new Date();
    const answers = await Promise.all([postCallback(t, paid(first.billing)), postCallback(t, paid(second.billing))]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await subscriptionRows(t, who.accountId);
    expect(rows).toHaveLength(3);
    const current = rows.reduce((last, row) => (row.endDate > last.endDate ? row : last));
    near(current.startDate, before, 5000);
    // 1 month then 3 more from its end, or 3 then 1: within a few days of four months either way.
    const fourMonths = addMonths(current.startDate, 4).getTime();
    expect(Math.abs(current.endDate.getTime() - fourMonths)).toBeLessThan(4 * DAY_MS);
  });

  it('starts another plan now, carrying over the time left of the running paid one', async () => {
    const who = await account();
    const first = await buy(who, { packageId: 'starter', term: 3 });
    await postCallback(t, paid(first.billing));
    const [, starter] = await subscriptionRows(t, who.accountId);
    const change = await buy(who, { packageId: 'pro', term: 1 });
    const before = new Date();
    await postCallback(t, paid(change.billing));
    const pro = (await subscriptionRows(t, who.accountId))[2];
    expect(pro?.plan).toBe('PRO');
    near(pro?.startDate as Date, before, 5000);
    const left = (starter?.endDate.getTime() ?? 0) - (pro?.startDate.getTime() ?? 0);
    near(pro?.endDate as Date, new Date(addMonths(pro?.startDate as Date, 1).getTime() + left), 5);
  });

  it('starts an ended plan again from now', async () => {
    const who = await account();
    const first = await buy(who, { packageId: 'starter', term: 1 });
    await postCallback(t, paid(first.billing));
    await t.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - DAY_MS) })
      .where(eq(subscriptions.accountId, who.accountId));
    const again = await buy(who, { packageId: 'starter', term: 1 });
    const before = new Date();
    await postCallback(t, paid(again.billing));
    const latest = (await subscriptionRows(t, who.accountId)).at(-1);
    near(latest?.startDate as Date, before, 5000);
    near(latest?.endDate as Date, addMonths(latest?.startDate as Date, 1), 1);
  });
});

describe('the sandbox payment page', () => {
  it('shows the order, its amount in rupiah and its method, with Pay and Fail', async () => {
    const who = await account();
    const { billing, invoiceUrl } = await buy(who, { packageId: 'starter', term: 3, paymentMethod: 'BC' });
    const page = await t.request({ method: 'GET', url: new URL(invoiceUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(billing.orderNo);
    expect(page.body).toContain('Rp 165.000');
    expect(page.body).toContain('BCA Virtual Account');
    expect(page.body).toContain('STARTER plan, 3 months');
    expect(page.body).toMatch(/name="outcome" value="pay"/);
    expect(page.body).toMatch(/name="outcome" value="fail"/);
    expect(page.body).not.toContain('<script');
  });

  it('answers 404 for an unknown order and 400 for an unknown outcome', async () => {
    expect((await t.request({ method: 'GET', url: '/payments/sandbox/SF-UNKNOWN' })).statusCode).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: '/payments/sandbox/SF-UNKNOWN',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(unknown.statusCode).toBe(404);
    const who = await account();
    const { invoiceUrl } = await buy(who);
    const refused = await t.request({
      method: 'POST',
      url: new URL(invoiceUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=maybe',
    });
    expect(refused.statusCode).toBe(400);
  });
});
