import { createServer } from 'node:net';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { Billing, BillingResponse } from '@signflow/contract/billing';
import { webPaths } from '@signflow/contract/web-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../../src/platform/payments/gateway';
import { PaymentGatewayError } from '../../../src/platform/payments/gateway';
import {
  billingRow,
  buy,
  callbackOutcomes,
  pastDueDate,
  postCallback,
  SANDBOX_KEY,
  sandboxCallbackFields,
  subscriptionRows,
} from '../../support/billing';
import { owner } from '../../support/documents';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

/** A port nobody listens on just now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The sandbox's round trip needs a listening app: its Pay and Fail post the callback over HTTP to APP_URL,
 * as a real gateway would, before sending the browser back.
 */
describe('the sandbox payment page, through a listening app', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ APP_URL: base, PAYMENT_SANDBOX_KEY: SANDBOX_KEY });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function press(invoiceUrl: string, outcome: string) {
    const page = await fetch(invoiceUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${outcome}"`);
    const action = html.match(/<form method="post" action="([^"]+)">/)?.[1];
    expect(action).toBeDefined();
    return fetch(new URL(action as string, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
      redirect: 'manual',
    });
  }

  function expectReturnTo(response: Response, billing: Billing, resultCode: string) {
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') as string);
    expect(location.origin).toBe(base);
    const expected = new URL(webPaths.invoice(billing.billingId, 'pending'), base);
    expect(location.pathname).toBe(expected.pathname);
    expect(location.searchParams.get('meta')).toBe(billing.billingId);
    expect(location.searchParams.get('term')).toBe('detail');
    expect(location.searchParams.get('merchantOrderId')).toBe(billing.orderNo);
    expect(location.searchParams.get('resultCode')).toBe(resultCode);
  }

  it('Fail leaves the billing pending; Pay then pays it and puts the account on the plan', async () => {
    const who = await owner(t, 'TRIAL');
    const { billing, invoiceUrl } = await buy(who, { packageId: 'starter', term: 3, paymentMethod: 'BC' });
    expect(invoiceUrl.startsWith(`${base}/payments/sandbox/`)).toBe(true);

    const failed = await press(invoiceUrl, 'fail');
    expectReturnTo(failed, billing, '01');
    expect((await billingRow(t, billing.billingId))?.status).toBe('pending');
    const link = await who.call('GET', `/v1/profile/billing/${billing.billingId}/payment-link`);
    expect(link.json()).toEqual({ invoiceUrl });

    const paid = await press(invoiceUrl, 'pay');
    expectReturnTo(paid, billing, '00');
    const detail = (await who.call('GET', `/v1/billing/${billing.billingId}`)).json<BillingResponse>();
    expect(detail.billing.status).toBe('paid');
    expect((await subscriptionRows(t, who.accountId)).map((row) => row.plan)).toEqual(['TRIAL', 'STARTER']);

    // Pressing Pay again (the browser's back button) reports again; nothing is extended twice.
    expectReturnTo(await press(invoiceUrl, 'pay'), billing, '00');
    expect((await subscriptionRows(t, who.accountId)).map((row) => row.plan)).toEqual(['TRIAL', 'STARTER']);
  });

  it('past the due date the page says the payment expired and offers nothing to pay; nothing pays it', async () => {
    const who = await owner(t, 'TRIAL');
    const { billing, invoiceUrl } = await buy(who, { packageId: 'starter', term: 3, paymentMethod: 'BC' });
    // The page as a browser opened it in time, and pressed only after the due date.
    const opened = await (await fetch(invoiceUrl)).text();
    const action = new URL(opened.match(/<form method="post" action="([^"]+)">/)?.[1] as string, base);
    await pastDueDate(t, billing);

    const page = await fetch(invoiceUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This payment expired on');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('value="pay"');

    const late = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This payment expired on');

    // A callback signed as the sandbox signs them, for the expired billing: refused, recorded, nothing extended.
    const callback = await postCallback(
      t,
      sandboxCallbackFields({ orderNo: billing.orderNo, amount: billing.nettAmount }),
    );
    expect(callback.statusCode).toBe(409);
    expect(callback.json().message).toBe(API_MESSAGES.billingExpired);
    expect(await callbackOutcomes(t, billing.orderNo)).toEqual(['expired:false']);
    expect((await billingRow(t, billing.billingId))?.status).toBe('pending');
    expect((await who.call('GET', `/v1/billing/${billing.billingId}`)).json<BillingResponse>().billing.status).toBe(
      'expired',
    );
    expect((await subscriptionRows(t, who.accountId)).map((row) => row.plan)).toEqual(['TRIAL']);
  });
});

describe('a gateway that cannot open the payment', () => {
  const refusing: PaymentGateway = {
    name: 'sandbox',
    listPaymentMethods: async () => {
      throw new PaymentGatewayError('down');
    },
    createInvoice: async () => {
      throw new PaymentGatewayError('down');
    },
    verifyCallback: () => null,
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { payments: refusing });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 502 and keeps no billing', async () => {
    const who = await t.registerAccount();
    const headers = bearer(who.token);
    const response = await t.request({
      method: 'POST',
      url: '/v1/subscribe',
      headers,
      payload: { packageId: 'pro', term: 1, paymentMethod: 'VC' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 502,
      message: 'The payment service is not available right now, please try again',
      error: 'payment_unavailable',
    });
    const list = await t.request({ method: 'GET', url: '/v1/profile/billing', headers });
    expect(list.json().totalResults).toBe(0);
    const methods = await t.request({ method: 'GET', url: '/v1/subscribe/payment-method', headers });
    expect(methods.statusCode).toBe(502);
  });
});
