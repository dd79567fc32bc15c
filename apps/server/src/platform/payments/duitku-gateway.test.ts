import { createHash } from 'node:crypto';
import { isPaymentMethodCode } from '@signflow/contract/billing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDuitku, startFakeDuitku } from '../../../test/support/fake-duitku';
import { createDuitkuGateway, duitkuDatetime, expiryPeriodUntil } from './duitku-gateway';
import { type InvoiceOrder, type PaymentGateway, PaymentGatewayError } from './gateway';

let fake: FakeDuitku;
let gateway: PaymentGateway;
/** Gives up after 300 ms: for the fake's silent mode. */
let impatient: PaymentGateway;

const order = (overrides: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  orderNo: `SF-${Math.random().toString(36).slice(2, 18).toUpperCase()}`,
  amount: 165_000,
  paymentMethod: 'BC',
  productDetails: 'STARTER plan, 3 months',
  items: [{ name: 'STARTER plan, 3 months', price: 150_000, quantity: 1 }],
  customer: { email: 'ada@example.com', name: 'Ada Lovelace-Byron of Ockham' },
  callbackUrl: 'http://app.test/v1/payments/callback',
  returnUrl: 'http://app.test/invoice?term=detail&code=pending&meta=1',
  expiresAt: new Date(Date.now() + 24 * 3600_000),
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeDuitku();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
  gateway = createDuitkuGateway({
    merchantCode: fake.merchantCode,
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    webApiUrl: `${fake.webApiUrl}/`,
  });
  impatient = createDuitkuGateway({
    merchantCode: fake.merchantCode,
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    webApiUrl: fake.webApiUrl,
    timeoutMs: 300,
  });
});

describe('Duitku gateway: payment methods', () => {
  it('signs the list request as Duitku checks it and keeps only the contract’s codes, fees as numbers', async () => {
    const methods = await gateway.listPaymentMethods(165_000);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.status).toBe(200);
    expect(fake.requests[0]?.body).toMatchObject({ merchantcode: fake.merchantCode, amount: 165_000 });
    expect(methods.map((method) => method.paymentMethod)).toEqual(['VC', 'BC', 'M2', 'I1', 'OV', 'SP', 'IR']);
    expect(methods.every((method) => isPaymentMethodCode(method.paymentMethod))).toBe(true);
    expect(methods[0]).toEqual({ paymentMethod: 'VC', paymentName: 'CREDIT CARD', totalFee: 2790 });
  });

  it('says the datetime in Jakarta time, yyyy-MM-dd HH:mm:ss', () => {
    expect(duitkuDatetime(new Date('2026-11-23T22:30:05Z'))).toBe('2026-11-24 05:30:05');
  });

  it('a refused signature (wrong key) is a PaymentGatewayError, the fake answering 401', async () => {
    const wrong = createDuitkuGateway({
      merchantCode: fake.merchantCode,
      apiKey: 'not-the-key',
      baseUrl: fake.baseUrl,
      webApiUrl: fake.webApiUrl,
    });
    await expect(wrong.listPaymentMethods(165_000)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(fake.requests[0]).toMatchObject({ status: 401, refusal: 'Invalid Signature' });
  });

  it('an answer other than 00, a server error and a silent gateway are PaymentGatewayErrors', async () => {
    for (const mode of ['refuse', 'fail', 'hang'] as const) {
      fake.mode = mode;
      await expect(impatient.listPaymentMethods(165_000), mode).rejects.toBeInstanceOf(PaymentGatewayError);
    }
  });
});

describe('Duitku gateway: invoices', () => {
  it('sends the x-duitku-* headers Duitku checks and answers its payment URL and reference', async () => {
    const sent = order();
    const created = await gateway.createInvoice(sent);
    const seen = fake.requests[0];
    expect(seen?.status).toBe(200);
    const timestamp = seen?.headers['x-duitku-timestamp'] ?? '';
    expect(Math.abs(Date.now() - Number(timestamp))).toBeLessThan(60_000);
    expect(seen?.headers['x-duitku-merchantcode']).toBe(fake.merchantCode);
    expect(seen?.headers['x-duitku-signature']).toBe(
      createHash('sha256').update(`${fake.merchantCode}${timestamp}${fake.apiKey}`).digest('hex'),
    );
    expect(seen?.body).toMatchObject({
      paymentAmount: 165_000,
      paymentMethod: 'BC',
      customerVaName: 'Ada Lovelace-Byron o',
      // The whole minutes from the request to the order's end, so Duitku's invoice closes by then.
      expiryPeriod: Math.floor((sent.expiresAt.getTime() - Number(timestamp)) / 60_000),
      // The tax is the line that makes the items add up to the amount, as Duitku requires.
      itemDetails: [
        { name: 'STARTER plan, 3 months', price: 150_000, quantity: 1 },
        { name: 'Tax', price: 15_000, quantity: 1 },
      ],
    });
    const invoice = [...fake.invoices.values()][0];
    expect(created).toEqual({ paymentUrl: invoice?.paymentUrl, reference: invoice?.reference });
  });

  it('gives the invoice the whole minutes left until the order expires: never past it, at least one', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const at = (iso: string) => expiryPeriodUntil(new Date(iso), now);
    expect(at('2026-11-26T10:00:00.000Z')).toBe(1440);
    expect(at('2026-11-26T09:59:59.999Z')).toBe(1439);
    expect(at('2026-11-25T10:01:30.000Z')).toBe(1);
    expect(at('2026-11-25T10:00:20.000Z')).toBe(1);
  });

  it('a wrong key, a refusal, a server error and a timeout are PaymentGatewayErrors', async () => {
    const wrong = createDuitkuGateway({
      merchantCode: fake.merchantCode,
      apiKey: 'not-the-key',
      baseUrl: fake.baseUrl,
      webApiUrl: fake.webApiUrl,
    });
    await expect(wrong.createInvoice(order())).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(fake.requests[0]).toMatchObject({ status: 401, refusal: 'Invalid Signature' });
    for (const mode of ['refuse', 'fail', 'hang'] as const) {
      fake.mode = mode;
      await expect(impatient.createInvoice(order()), mode).rejects.toBeInstanceOf(PaymentGatewayError);
    }
    fake.mode = 'normal';
    const unreachable = createDuitkuGateway({
      merchantCode: fake.merchantCode,
      apiKey: fake.apiKey,
      baseUrl: 'http://127.0.0.1:9',
      webApiUrl: 'http://127.0.0.1:9',
    });
    await expect(unreachable.createInvoice(order())).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('a timeout says so', async () => {
    fake.mode = 'hang';
    await expect(impatient.createInvoice(order())).rejects.toThrow(/did not answer within 300 ms/);
  });
});

describe('Duitku gateway: callbacks', () => {
  it('reads a callback Duitku signed: order, amount, paid, reference and method', () => {
    const fields = fake.callbackFields({ merchantOrderId: 'SF-ORDER1', amount: 165_000, reference: 'REF1' });
    expect(gateway.verifyCallback(fields)).toEqual({
      orderNo: 'SF-ORDER1',
      amount: 165_000,
      paid: true,
      reference: 'REF1',
      paymentMethod: 'BC',
    });
    const failed = fake.callbackFields({ merchantOrderId: 'SF-ORDER1', amount: 165_000, resultCode: '01' });
    expect(gateway.verifyCallback(failed)?.paid).toBe(false);
  });

  it('refuses a forged signature, a changed amount or order, another merchant, missing fields', () => {
    const fields = fake.callbackFields({ merchantOrderId: 'SF-ORDER2', amount: 165_000 });
    expect(gateway.verifyCallback({ ...fields, signature: '0'.repeat(32) })).toBeNull();
    expect(gateway.verifyCallback({ ...fields, signature: 'short' })).toBeNull();
    expect(gateway.verifyCallback({ ...fields, amount: '1000' })).toBeNull();
    expect(gateway.verifyCallback({ ...fields, merchantOrderId: 'SF-OTHER' })).toBeNull();
    const other = fake.callbackFields({ merchantOrderId: 'SF-ORDER2', amount: 165_000 }, { merchantCode: 'DS00001' });
    expect(gateway.verifyCallback(other)).toBeNull();
    const { signature: _signature, ...unsigned } = fields;
    expect(gateway.verifyCallback(unsigned)).toBeNull();
  });
});
