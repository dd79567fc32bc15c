import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { InvoiceUrlResponse } from '@signflow/contract/billing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billings } from '../../../src/db/schema';
import type { CreatedInvoice, InvoiceOrder, PaymentGateway } from '../../../src/platform/payments/gateway';
import type { Method } from '../../support/documents';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

/**
 * Buying again does not open another payment at the gateway, and buying is limited per account (README, Security,
 * "Connections and bodies"; docs/domain.md#plans-and-subscriptions).
 */

/** A gateway that opens payments after `delayMs`, and remembers each order it was asked to open. */
function countingGateway(delayMs = 0): PaymentGateway & { orders: InvoiceOrder[] } {
  const orders: InvoiceOrder[] = [];
  return {
    name: 'sandbox',
    orders,
    async listPaymentMethods() {
      return [];
    },
    async createInvoice(order): Promise<CreatedInvoice> {
      orders.push(order);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { paymentUrl: `https://pay.example.com/${order.orderNo}`, reference: `REF-${order.orderNo}` };
    },
    verifyCallback: () => null,
  };
}

const STARTER_3_BC = { packageId: 'starter', term: 3, paymentMethod: 'BC' };

async function account(t: TestApp) {
  const registered = await t.registerAccount();
  const accountId = registered.body.user.id;
  const call = (method: Method, url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(registered.token), ...(payload ? { payload } : {}) });
  const subscribe = (body: object = STARTER_3_BC) => call('POST', '/v1/subscribe', body);
  const billingCount = async () => {
    const [row] = await t.db.select({ total: count() }).from(billings).where(eq(billings.accountId, accountId));
    return row?.total ?? 0;
  };
  return { accountId, call, subscribe, billingCount };
}

describe('buying again', () => {
  let t: TestApp;
  let gateway: ReturnType<typeof countingGateway>;
  beforeAll(async () => {
    gateway = countingGateway(500);
    t = await createTestApp({}, { payments: gateway });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the same package, term and payment method twice: one billing, one payment opened, the same answer', async () => {
    const who = await account(t);
    const before = gateway.orders.length;
    const first = await who.subscribe();
    const second = await who.subscribe();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json<InvoiceUrlResponse>()).toEqual(first.json<InvoiceUrlResponse>());
    expect(Object.keys(second.json())).toEqual(['invoiceUrl']);
    expect(await who.billingCount()).toBe(1);
    expect(gateway.orders.length - before).toBe(1);
    // Another account buying the same opens its own.
    const other = await account(t);
    const theirs = await other.subscribe();
    expect(theirs.json<InvoiceUrlResponse>().invoiceUrl).not.toBe(first.json<InvoiceUrlResponse>().invoiceUrl);
    expect(gateway.orders.length - before).toBe(2);
  });

  it('another term, package or payment method opens a payment of its own', async () => {
    const who = await account(t);
    const before = gateway.orders.length;
    const answers = [];
    for (const body of [
      STARTER_3_BC,
      { ...STARTER_3_BC, term: 1 },
      { ...STARTER_3_BC, packageId: 'pro' },
      { ...STARTER_3_BC, paymentMethod: 'OV' },
    ]) {
      answers.push(await who.subscribe(body));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<InvoiceUrlResponse>().invoiceUrl)).size).toBe(4);
    expect(await who.billingCount()).toBe(4);
    expect(gateway.orders.length - before).toBe(4);
  });

  it('a billing paid, past its due date or due within the hour is not answered again', async () => {
    const who = await account(t);
    const urls: string[] = [];
    const endings: ((id: string) => Promise<unknown>)[] = [
      (id) => t.db.update(billings).set({ status: 'paid', paidAt: new Date() }).where(eq(billings.id, id)),
      (id) =>
        t.db
          .update(billings)
          .set({ dueDate: new Date(Date.now() - 60_000) })
          .where(eq(billings.id, id)),
      (id) =>
        t.db
          .update(billings)
          .set({ dueDate: new Date(Date.now() + 30 * 60_000) })
          .where(eq(billings.id, id)),
    ];
    for (const end of endings) {
      const answer = await who.subscribe();
      expect(answer.statusCode, answer.body).toBe(200);
      const url = answer.json<InvoiceUrlResponse>().invoiceUrl;
      urls.push(url);
      const [row] = await t.db.select().from(billings).where(eq(billings.invoiceUrl, url));
      await end(row?.id ?? '');
    }
    const last = await who.subscribe();
    urls.push(last.json<InvoiceUrlResponse>().invoiceUrl);
    expect(new Set(urls).size).toBe(4);
    expect(await who.billingCount()).toBe(4);
  });

  it('two at once: one billing and one payment opened; the other is asked to try again in a moment', async () => {
    const who = await account(t);
    const before = gateway.orders.length;
    const both = await Promise.all([who.subscribe(), who.subscribe()]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const waiting = both.find((answer) => answer.statusCode === 429);
    expect(waiting?.json()).toEqual({ code: 429, message: API_MESSAGES.tooManyRequests, error: 'too_many_requests' });
    expect(Number(waiting?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await who.billingCount()).toBe(1);
    expect(gateway.orders.length - before).toBe(1);
    // Once it is open, trying again answers it.
    const again = await who.subscribe();
    const opened = both.find((answer) => answer.statusCode === 200);
    expect(again.json()).toEqual(opened?.json());
    expect(gateway.orders.length - before).toBe(1);
  });
});

describe('buying many times', () => {
  it('past SUBSCRIBE_RATE_LIMIT_PER_HOUR an account is answered 429 with Retry-After; other accounts are not', async () => {
    const gateway = countingGateway();
    const t = await createTestApp({ SUBSCRIBE_RATE_LIMIT_PER_HOUR: '3' }, { payments: gateway });
    try {
      // Without a session nothing is counted: the limit is the account's.
      const anonymous = await Promise.all(
        Array.from({ length: 5 }, () => t.request({ method: 'POST', url: '/v1/subscribe', payload: STARTER_3_BC })),
      );
      expect(anonymous.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);

      const who = await account(t);
      const answers = [];
      for (let call = 0; call < 6; call += 1)
        answers.push(await who.subscribe({ ...STARTER_3_BC, term: [1, 3, 6][call % 3] }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
      expect(answers[3]?.json()).toEqual({
        code: 429,
        message: API_MESSAGES.tooManyRequests,
        error: 'too_many_requests',
      });
      const retryAfter = Number(answers[3]?.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(gateway.orders).toHaveLength(3);

      const other = await account(t);
      expect((await other.subscribe()).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
