import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Duitku on 127.0.0.1: the POP API's createInvoice, the web API's payment-method list and
 * transaction status, each checking its signature the way Duitku documents it and refusing a wrong one with
 * an HTTP error, as Duitku does. It records what it was sent, and signs callbacks with the merchant's key, so tests exercise
 * the real wire format. Its hashes are written here independently of the gateway, so a mistake in one is
 * not mirrored by the other.
 */

export const FAKE_MERCHANT_CODE = 'DS20911';
export const FAKE_API_KEY = 'f4k3d0a7e5b1c9a2e6f8d4b3c1a7e9f2';

export interface FakeMethod {
  paymentMethod: string;
  paymentName: string;
  totalFee: string;
}

/** What Duitku's sandbox lists; some codes are not in the product's contract, so the gateway must drop them. */
export const FAKE_METHODS: FakeMethod[] = [
  { paymentMethod: 'VC', paymentName: 'CREDIT CARD', totalFee: '2790' },
  { paymentMethod: 'BC', paymentName: 'BCA VA', totalFee: '5000' },
  { paymentMethod: 'M2', paymentName: 'MANDIRI VA H2H', totalFee: '4000' },
  { paymentMethod: 'I1', paymentName: 'BNI VA', totalFee: '3000' },
  { paymentMethod: 'OV', paymentName: 'OVO', totalFee: '1500' },
  { paymentMethod: 'SP', paymentName: 'SHOPEEPAY QRIS', totalFee: '0' },
  { paymentMethod: 'IR', paymentName: 'INDOMARET', totalFee: '5000' },
  { paymentMethod: 'JP', paymentName: 'JENIUS PAY', totalFee: '0' },
  { paymentMethod: 'DM', paymentName: 'DANAMON VA', totalFee: '0' },
];

/** Every request the fake received, accepted or not. */
export interface FakeRequest {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
  /** The HTTP status the fake answered. */
  status: number;
  /** Why it refused, when it did. */
  refusal: string | null;
}

export interface FakeInvoice {
  reference: string;
  merchantOrderId: string;
  paymentAmount: number;
  paymentMethod: string;
  callbackUrl: string;
  returnUrl: string;
  paymentUrl: string;
  /** What transactionStatus answers: '00' paid, '01' still waiting, '02' failed or cancelled. */
  status: '00' | '01' | '02';
}

/**
 * How the fake answers: 'normal'; 'hang' never answers (timeouts); 'fail' answers HTTP 500; 'refuse'
 * answers HTTP 200 with a code other than '00' (Duitku's way of saying no to an otherwise good request).
 */
export type FakeMode = 'normal' | 'hang' | 'fail' | 'refuse';

export interface CallbackFields {
  merchantOrderId: string;
  amount: number | string;
  resultCode?: string;
  reference?: string;
  paymentCode?: string;
}

export interface FakeDuitku {
  /** DUITKU_BASE_URL for the app. */
  readonly baseUrl: string;
  /** DUITKU_WEBAPI_URL for the app. */
  readonly webApiUrl: string;
  readonly merchantCode: string;
  readonly apiKey: string;
  readonly requests: FakeRequest[];
  /** Invoices opened, by merchantOrderId. */
  readonly invoices: Map<string, FakeInvoice>;
  mode: FakeMode;
  /** Duitku's callback for an order as form fields, signed with the merchant key unless `signature` is given. */
  callbackFields(
    fields: CallbackFields,
    options?: { signature?: string; merchantCode?: string },
  ): Record<string, string>;
  /** The same, as the application/x-www-form-urlencoded body Duitku posts. */
  callbackForm(fields: CallbackFields, options?: { signature?: string; merchantCode?: string }): string;
  /**
   * Posts the signed callback form to `url`, as Duitku's server does (having first settled the order, so its
   * transaction status agrees with the callback); answers the status and body it got.
   */
  postCallback(
    url: string,
    fields: CallbackFields,
    options?: { signature?: string; merchantCode?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');

/** Duitku allows some drift between the merchant's clock and its own; the fake allows five minutes. */
const TIMESTAMP_DRIFT_MS = 5 * 60_000;
const DATETIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

const isWholeAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export async function startFakeDuitku(
  options: { merchantCode?: string; apiKey?: string; methods?: FakeMethod[] } = {},
): Promise<FakeDuitku> {
  const merchantCode = options.merchantCode ?? FAKE_MERCHANT_CODE;
  const apiKey = options.apiKey ?? FAKE_API_KEY;
  const methods = options.methods ?? FAKE_METHODS;
  const requests: FakeRequest[] = [];
  const invoices = new Map<string, FakeInvoice>();
  let origin = '';

  /** The web API's check of a payment-method request: null when good, else why not. */
  function methodListRefusal(body: Record<string, unknown> | null): { status: number; reason: string } | null {
    if (!body) return { status: 400, reason: 'Bad Request' };
    const { merchantcode, amount, datetime, signature } = body;
    if (merchantcode !== merchantCode) return { status: 401, reason: 'Merchant not found' };
    if (!isWholeAmount(amount)) return { status: 400, reason: 'Invalid amount' };
    if (typeof datetime !== 'string' || !DATETIME_PATTERN.test(datetime))
      return { status: 400, reason: 'Invalid datetime' };
    if (signature !== sha256Hex(`${merchantCode}${amount}${datetime}${apiKey}`)) {
      return { status: 401, reason: 'Invalid Signature' };
    }
    return null;
  }

  /** The POP API's check of createInvoice: the x-duitku-* headers, then the body. */
  function invoiceRefusal(
    headers: Record<string, string>,
    body: Record<string, unknown> | null,
  ): { status: number; reason: string } | null {
    const timestamp = headers['x-duitku-timestamp'];
    const signature = headers['x-duitku-signature'];
    if (headers['x-duitku-merchantcode'] !== merchantCode) return { status: 401, reason: 'Merchant not found' };
    if (!timestamp || !/^\d{13}$/.test(timestamp)) return { status: 401, reason: 'Invalid timestamp' };
    if (Math.abs(Date.now() - Number(timestamp)) > TIMESTAMP_DRIFT_MS)
      return { status: 401, reason: 'Request expired' };
    if (signature !== sha256Hex(`${merchantCode}${timestamp}${apiKey}`))
      return { status: 401, reason: 'Invalid Signature' };
    if (!body) return { status: 400, reason: 'Bad Request' };
    const { paymentAmount, merchantOrderId, productDetails, email, itemDetails, callbackUrl, returnUrl } = body;
    if (!isWholeAmount(paymentAmount)) return { status: 400, reason: 'Invalid paymentAmount' };
    if (typeof merchantOrderId !== 'string' || !merchantOrderId || merchantOrderId.length > 50) {
      return { status: 400, reason: 'Invalid merchantOrderId' };
    }
    if (invoices.has(merchantOrderId)) return { status: 400, reason: 'Duplicate merchantOrderId' };
    if (typeof productDetails !== 'string' || !productDetails || productDetails.length > 255) {
      return { status: 400, reason: 'Invalid productDetails' };
    }
    if (typeof email !== 'string' || !email.includes('@')) return { status: 400, reason: 'Invalid email' };
    for (const url of [callbackUrl, returnUrl]) {
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return { status: 400, reason: 'Invalid url' };
    }
    // Duitku's expiryPeriod is the invoice's life in whole minutes.
    if (body.expiryPeriod !== undefined && !isWholeAmount(body.expiryPeriod)) {
      return { status: 400, reason: 'Invalid expiryPeriod' };
    }
    if (typeof body.customerVaName === 'string' && body.customerVaName.length > 20) {
      return { status: 400, reason: 'customerVaName too long' };
    }
    if (body.paymentMethod !== undefined && !methods.some((method) => method.paymentMethod === body.paymentMethod)) {
      return { status: 400, reason: 'Payment channel not available' };
    }
    if (!Array.isArray(itemDetails) || itemDetails.length === 0) return { status: 400, reason: 'Invalid itemDetails' };
    let total = 0;
    for (const item of itemDetails as Record<string, unknown>[]) {
      if (typeof item?.name !== 'string' || !Number.isInteger(item.price) || !Number.isInteger(item.quantity)) {
        return { status: 400, reason: 'Invalid itemDetails' };
      }
      total += (item.price as number) * (item.quantity as number);
    }
    if (total !== paymentAmount) return { status: 400, reason: 'Total item price does not match paymentAmount' };
    return null;
  }

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const headers = headersOf(request);
    const body = request.method === 'POST' ? await readJson(request) : null;
    const seen: FakeRequest = { path, headers, body, status: 0, refusal: null };
    requests.push(seen);
    const reply = (status: number, payload: unknown, refusal: string | null = null) => {
      seen.status = status;
      seen.refusal = refusal;
      answer(response, status, payload);
    };

    if (fake.mode === 'hang') return; // never answers; close() drops the connection
    if (fake.mode === 'fail') return reply(500, { Message: 'An error has occurred.' }, 'mode fail');

    if (request.method === 'POST' && path === '/webapi/api/merchant/paymentmethod/getpaymentmethod') {
      const refusal = methodListRefusal(body);
      if (refusal) return reply(refusal.status, { Message: refusal.reason }, refusal.reason);
      if (fake.mode === 'refuse') {
        return reply(
          200,
          { paymentFee: [], responseCode: '01', responseMessage: 'Payment channel not available' },
          'mode refuse',
        );
      }
      return reply(200, {
        paymentFee: methods.map((method) => ({
          ...method,
          paymentImage: `${origin}/images/${method.paymentMethod}.PNG`,
        })),
        responseCode: '00',
        responseMessage: 'SUCCESS',
      });
    }

    if (request.method === 'POST' && path === '/api/merchant/createInvoice') {
      const refusal = invoiceRefusal(headers, body);
      if (refusal) {
        return reply(
          refusal.status,
          { statusCode: '-', statusMessage: refusal.reason, Message: refusal.reason },
          refusal.reason,
        );
      }
      if (fake.mode === 'refuse') {
        return reply(200, { merchantCode, statusCode: '01', statusMessage: 'Transaction failed' }, 'mode refuse');
      }
      const order = body as Record<string, unknown>;
      const reference = `${merchantCode}${randomBytes(8).toString('hex').toUpperCase()}`;
      const invoice: FakeInvoice = {
        reference,
        merchantOrderId: order.merchantOrderId as string,
        paymentAmount: order.paymentAmount as number,
        paymentMethod: (order.paymentMethod as string | undefined) ?? '',
        callbackUrl: order.callbackUrl as string,
        returnUrl: order.returnUrl as string,
        paymentUrl: `${origin}/redirect/checkout?reference=${reference}`,
        status: '01',
      };
      invoices.set(invoice.merchantOrderId, invoice);
      return reply(200, {
        merchantCode,
        reference,
        paymentUrl: invoice.paymentUrl,
        statusCode: '00',
        statusMessage: 'SUCCESS',
      });
    }

    if (request.method === 'POST' && path === '/webapi/api/merchant/transactionStatus') {
      const order = typeof body?.merchantOrderId === 'string' ? body.merchantOrderId : '';
      if (body?.merchantCode !== merchantCode) return reply(401, { Message: 'Merchant not found' }, 'merchant');
      if (body.signature !== md5Hex(`${merchantCode}${order}${apiKey}`)) {
        return reply(401, { Message: 'Invalid Signature' }, 'Invalid Signature');
      }
      const invoice = invoices.get(order);
      if (!invoice) return reply(400, { Message: 'Transaction not found' }, 'unknown order');
      return reply(200, {
        merchantOrderId: order,
        reference: invoice.reference,
        amount: `${invoice.paymentAmount}`,
        fee: '0.00',
        statusCode: invoice.status,
        statusMessage: invoice.status === '00' ? 'SUCCESS' : invoice.status === '01' ? 'PROCESS' : 'FAILED',
      });
    }

    return reply(404, { Message: 'Not Found' }, 'unknown path');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) answer(response, 500, { Message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const callbackFields: FakeDuitku['callbackFields'] = (fields, signing = {}) => {
    const code = signing.merchantCode ?? merchantCode;
    const amount = String(fields.amount);
    const invoice = invoices.get(fields.merchantOrderId);
    return {
      merchantCode: code,
      amount,
      merchantOrderId: fields.merchantOrderId,
      productDetail: 'SignFlow plan',
      additionalParam: '',
      paymentCode: fields.paymentCode ?? invoice?.paymentMethod ?? 'BC',
      resultCode: fields.resultCode ?? '00',
      merchantUserId: '',
      reference: fields.reference ?? invoice?.reference ?? `${merchantCode}UNKNOWN`,
      signature: signing.signature ?? md5Hex(`${code}${amount}${fields.merchantOrderId}${apiKey}`),
      publisherOrderId: `MGUMOKLR${randomBytes(6).toString('hex').toUpperCase()}`,
      spUserHash: '',
      settlementDate: new Date().toISOString().slice(0, 10),
      issuerCode: '',
    };
  };
  const callbackForm: FakeDuitku['callbackForm'] = (fields, signing) =>
    new URLSearchParams(callbackFields(fields, signing)).toString();

  const fake: FakeDuitku = {
    baseUrl: origin,
    webApiUrl: `${origin}/webapi`,
    merchantCode,
    apiKey,
    requests,
    invoices,
    mode: 'normal',
    callbackFields,
    callbackForm,
    async postCallback(url, fields, signing) {
      // Duitku settles the order before it calls back, so its transaction status says the same as the callback.
      const invoice = invoices.get(fields.merchantOrderId);
      const resultCode = fields.resultCode ?? '00';
      if (invoice && (resultCode === '00' || resultCode === '02')) invoice.status = resultCode;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: callbackForm(fields, signing),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.text() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
