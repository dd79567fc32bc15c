import { createHash, timingSafeEqual } from 'node:crypto';
import { isPaymentMethodCode, type PaymentFee } from '@signflow/contract/billing';
import {
  type CallbackNotice,
  type CreatedInvoice,
  type InvoiceOrder,
  type PaymentGateway,
  PaymentGatewayError,
} from './gateway';

/** PAYMENT_PROVIDER=duitku: the merchant's project at Duitku and where its two APIs answer. */
export interface DuitkuSettings {
  /** DUITKU_MERCHANT_CODE: the project's code, named in every request and callback. */
  merchantCode: string;
  /** DUITKU_API_KEY: the secret that every signature is made with; never sent. */
  apiKey: string;
  /** DUITKU_BASE_URL: the POP API (invoice creation), e.g. https://api-sandbox.duitku.com. */
  baseUrl: string;
  /** DUITKU_WEBAPI_URL: the web API (payment-method list), e.g. https://sandbox.duitku.com/webapi. */
  webApiUrl: string;
  /** How long a request may take before the gateway counts as unreachable; 10 s unless given (tests). */
  timeoutMs?: number;
  /** The clock the request timestamps are read from (tests). */
  now?: () => Date;
}

export const DUITKU_TIMEOUT_MS = 10_000;

/** Duitku shows the name on a virtual account's bank screen, at most 20 characters. */
const VA_NAME_LENGTH = 20;
const PRODUCT_DETAILS_LENGTH = 255;
/** Duitku's web API reads its `datetime` in Western Indonesian Time (UTC+7, no daylight saving). */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** 'yyyy-MM-dd HH:mm:ss' in Jakarta time, as the payment-method request wants it. */
export function duitkuDatetime(at: Date): string {
  const iso = new Date(at.getTime() + WIB_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/**
 * Duitku's `expiryPeriod`: the whole minutes its invoice stays payable, counted from when it receives the request.
 * Rounded down, so the invoice closes no later than the billing's due date (but for the moments the request takes
 * to arrive); at least one, so the invoice is not closed before the buyer sees it.
 */
export function expiryPeriodUntil(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
}

/** Equal strings, compared without leaking where they first differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface DuitkuAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** Duitku's errors carry their reason in `Message` (web API) or `statusMessage` (POP API). */
function reasonOf(answer: DuitkuAnswer): string {
  const said = answer.body?.Message ?? answer.body?.statusMessage ?? answer.body?.responseMessage;
  return typeof said === 'string' ? said.slice(0, 200) : 'no reason given';
}

/** Whole rupiah from Duitku's figures, which it sends as strings ("150000" or "150000.00"). */
function wholeRupiah(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,15}(\.0+)?$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/** Duitku's POP API (see docs/decisions.md, the payment gateways): invoice, methods and callback. */
export function createDuitkuGateway(settings: DuitkuSettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? DUITKU_TIMEOUT_MS;
  const now = settings.now ?? (() => new Date());
  const trimSlash = (url: string) => url.replace(/\/+$/, '');

  async function post(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<DuitkuAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PaymentGatewayError(
        timedOut ? `Duitku did not answer within ${timeoutMs} ms` : `Duitku could not be reached: ${String(error)}`,
        { cause: error },
      );
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const body =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    return { status: response.status, body };
  }

  return {
    name: 'duitku',

    async listPaymentMethods(amount) {
      const datetime = duitkuDatetime(now());
      const answer = await post(`${trimSlash(settings.webApiUrl)}/api/merchant/paymentmethod/getpaymentmethod`, {
        merchantcode: settings.merchantCode,
        amount,
        datetime,
        signature: sha256Hex(`${settings.merchantCode}${amount}${datetime}${settings.apiKey}`),
      });
      if (answer.status !== 200 || answer.body?.responseCode !== '00' || !Array.isArray(answer.body.paymentFee)) {
        throw new PaymentGatewayError(
          `Duitku refused the payment-method list (HTTP ${answer.status}, ${String(answer.body?.responseCode ?? '-')}: ${reasonOf(answer)})`,
        );
      }
      // Only the codes the product knows and groups: a method Duitku adds later is not offered until it is in the contract.
      const methods: PaymentFee[] = [];
      for (const entry of answer.body.paymentFee as unknown[]) {
        if (!entry || typeof entry !== 'object') continue;
        const { paymentMethod, paymentName, totalFee } = entry as Record<string, unknown>;
        if (typeof paymentMethod !== 'string' || !isPaymentMethodCode(paymentMethod)) continue;
        if (methods.some((known) => known.paymentMethod === paymentMethod)) continue;
        const fee = wholeRupiah(totalFee);
        methods.push({
          paymentMethod,
          paymentName: typeof paymentName === 'string' && paymentName ? paymentName : paymentMethod,
          ...(fee === null ? {} : { totalFee: fee }),
        });
      }
      return methods;
    },

    async createInvoice(order: InvoiceOrder): Promise<CreatedInvoice> {
      const at = now();
      const timestamp = String(at.getTime());
      const answer = await post(
        `${trimSlash(settings.baseUrl)}/api/merchant/createInvoice`,
        {
          paymentAmount: order.amount,
          merchantOrderId: order.orderNo,
          productDetails: order.productDetails.slice(0, PRODUCT_DETAILS_LENGTH),
          paymentMethod: order.paymentMethod,
          email: order.customer.email,
          customerVaName: order.customer.name.slice(0, VA_NAME_LENGTH),
          customerDetail: { firstName: order.customer.name, email: order.customer.email },
          itemDetails: itemsFor(order),
          callbackUrl: order.callbackUrl,
          returnUrl: order.returnUrl,
          expiryPeriod: expiryPeriodUntil(order.expiresAt, at),
        },
        {
          'x-duitku-signature': sha256Hex(`${settings.merchantCode}${timestamp}${settings.apiKey}`),
          'x-duitku-timestamp': timestamp,
          'x-duitku-merchantcode': settings.merchantCode,
        },
      );
      const body = answer.body;
      if (answer.status !== 200 || body?.statusCode !== '00') {
        throw new PaymentGatewayError(
          `Duitku refused the invoice (HTTP ${answer.status}, ${String(body?.statusCode ?? '-')}: ${reasonOf(answer)})`,
        );
      }
      if (typeof body.paymentUrl !== 'string' || !/^https?:\/\//.test(body.paymentUrl)) {
        throw new PaymentGatewayError('Duitku answered an invoice without a payment URL');
      }
      if (typeof body.reference !== 'string' || !body.reference) {
        throw new PaymentGatewayError('Duitku answered an invoice without a reference');
      }
      return { paymentUrl: body.paymentUrl, reference: body.reference };
    },

    async confirmPaid(orderNo) {
      const answer = await post(`${trimSlash(settings.webApiUrl)}/api/merchant/transactionStatus`, {
        merchantCode: settings.merchantCode,
        merchantOrderId: orderNo,
        signature: md5Hex(`${settings.merchantCode}${orderNo}${settings.apiKey}`),
      });
      const body = answer.body;
      if (answer.status !== 200 || typeof body?.statusCode !== 'string') {
        throw new PaymentGatewayError(
          `Duitku did not answer the transaction status (HTTP ${answer.status}: ${reasonOf(answer)})`,
        );
      }
      if (body.statusCode !== '00') return null;
      const amount = wholeRupiah(body.amount);
      if (amount === null) throw new PaymentGatewayError('Duitku answered a paid transaction without its amount');
      return { amount };
    },

    verifyCallback(fields): CallbackNotice | null {
      const { merchantCode, amount, merchantOrderId, resultCode, signature } = fields;
      if (!merchantCode || !amount || !merchantOrderId || !resultCode || !signature) return null;
      // The signature proves the key only; the code must also be ours, or another project's callback would pass.
      const expected = md5Hex(`${merchantCode}${amount}${merchantOrderId}${settings.apiKey}`);
      const signed = sameSecret(signature, expected);
      if (!signed || merchantCode !== settings.merchantCode) return null;
      const rupiah = wholeRupiah(amount);
      if (rupiah === null) return null;
      return {
        orderNo: merchantOrderId,
        amount: rupiah,
        paid: resultCode === '00',
        reference: fields.reference ?? '',
        paymentMethod: fields.paymentCode || null,
      };
    },
  };
}

/**
 * Duitku wants the item prices to add up to the amount. The order's lines are before tax; what they leave
 * of the amount (the tax) is one more line, so the buyer's page shows both.
 */
function itemsFor(order: InvoiceOrder): InvoiceOrder['items'] {
  const items = order.items.map((item) => ({ name: item.name, price: item.price, quantity: item.quantity }));
  const listed = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  if (listed > order.amount) throw new PaymentGatewayError('the order lines add up to more than its amount');
  if (listed < order.amount) items.push({ name: 'Tax', price: order.amount - listed, quantity: 1 });
  return items;
}
