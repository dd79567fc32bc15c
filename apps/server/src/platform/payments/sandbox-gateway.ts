import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatRupiah, PAYMENT_METHOD_CODES, PAYMENT_METHOD_NAMES, type PaymentFee } from '@signflow/contract/billing';
import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { escapeHtml } from '../html';
import {
  type CallbackNotice,
  type CreatedInvoice,
  type InvoiceOrder,
  type PaymentGateway,
  PaymentGatewayError,
} from './gateway';

/** The merchant code the sandbox signs as, in the place Duitku's callbacks carry the merchant's own. */
export const SANDBOX_MERCHANT_CODE = 'SANDBOX';
export const SANDBOX_PAGE_PREFIX = '/payments/sandbox';
const CALLBACK_TIMEOUT_MS = 10_000;

export type SandboxOutcome = 'pay' | 'fail';

/** What Pay or Fail did: posted the callback (and where the browser goes next), or nothing, and why. */
export type SandboxSettlement = { kind: 'settled'; next: string } | { kind: 'unknown' } | { kind: 'expired' };

/**
 * PAYMENT_PROVIDER=sandbox: a hosted payment page served by the app itself, acting as a separate gateway
 * would (docs/domain.md#plans-and-subscriptions). It keeps its own orders (`sandbox_payments`), shows them on
 * its page with Pay and Fail, posts a callback shaped and signed like a real gateway's to the order's
 * callback URL, and sends the browser back to the order's return URL. It never reads billing's tables.
 */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The hosted page of an order in `language` (the browser's), or null when the sandbox has no such order. */
  pageHtml(orderNo: string, language: Language): Promise<string | null>;
  /**
   * Pays or fails an order: posts the signed callback and waits for its answer, then answers where the browser
   * goes next. An unknown order, or one past its expiry, posts nothing. A callback nobody accepted throws
   * PaymentGatewayError.
   */
  settle(orderNo: string, outcome: SandboxOutcome): Promise<SandboxSettlement>;
}

/** HMAC-SHA256 over merchantCode|amount|merchantOrderId|resultCode, hex. */
export function sandboxSignature(key: string, fields: { amount: string; orderNo: string; resultCode: string }): string {
  return createHmac('sha256', key)
    .update([SANDBOX_MERCHANT_CODE, fields.amount, fields.orderNo, fields.resultCode].join('|'))
    .digest('hex');
}

function sameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

function referenceOf(orderNo: string): string {
  return `SBX-${orderNo}`;
}

export function createSandboxGateway(options: {
  db: Db;
  /** PAYMENT_SANDBOX_KEY, or the one generated into DATA_DIR. */
  key: string;
  appUrl: string;
}): SandboxGateway {
  const { db, key, appUrl } = options;

  async function findOrder(orderNo: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo)).limit(1);
    return row ?? null;
  }
  // As a real gateway closes its invoice: the billing's due date is the order's last moment.
  const hasExpired = (order: { expiresAt: Date | null; settledAt: Date | null }) =>
    order.settledAt === null && order.expiresAt !== null && order.expiresAt <= new Date();

  return {
    name: 'sandbox',

    async listPaymentMethods(): Promise<PaymentFee[]> {
      return PAYMENT_METHOD_CODES.map((code) => ({
        paymentMethod: code,
        paymentName: PAYMENT_METHOD_NAMES[code],
        totalFee: 0,
      }));
    },

    async createInvoice(order: InvoiceOrder): Promise<CreatedInvoice> {
      await db.insert(sandboxPayments).values({
        orderNo: order.orderNo,
        amount: order.amount,
        description: order.productDetails,
        paymentMethod: order.paymentMethod,
        callbackUrl: order.callbackUrl,
        returnUrl: order.returnUrl,
        expiresAt: order.expiresAt,
      });
      return {
        paymentUrl: `${appUrl}${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(order.orderNo)}`,
        reference: referenceOf(order.orderNo),
      };
    },

    verifyCallback(fields: Record<string, string>): CallbackNotice | null {
      const { merchantCode, amount, merchantOrderId, resultCode, signature } = fields;
      if (merchantCode !== SANDBOX_MERCHANT_CODE || !amount || !merchantOrderId || !resultCode || !signature) {
        return null;
      }
      const expected = sandboxSignature(key, { amount, orderNo: merchantOrderId, resultCode });
      if (!sameText(signature.toLowerCase(), expected)) return null;
      if (!/^\d{1,12}$/.test(amount)) return null;
      return {
        orderNo: merchantOrderId,
        amount: Number(amount),
        paid: resultCode === '00',
        reference: fields.reference ?? '',
        paymentMethod: fields.paymentCode ?? null,
      };
    },

    async pageHtml(orderNo: string, language: Language): Promise<string | null> {
      const order = await findOrder(orderNo);
      if (!order) return null;
      const words = wordsOf(language).sandboxPayment;
      const text = (value: string) => escapeHtml(value);
      const method =
        PAYMENT_METHOD_NAMES[order.paymentMethod as keyof typeof PAYMENT_METHOD_NAMES] ?? order.paymentMethod;
      const action = `${SANDBOX_PAGE_PREFIX}/${encodeURIComponent(order.orderNo)}`;
      const button = (outcome: SandboxOutcome, label: string) =>
        `<form method="post" action="${text(action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${outcome}">${text(label)}</button></form>`;
      const settled = order.settledAt ? `<p class="note">${text(words.paidOn(order.settledAt.toISOString()))}</p>` : '';
      const expired = hasExpired(order)
        ? `<p class="expired">${text(words.expiredOn(order.expiresAt?.toISOString() ?? ''))}</p>`
        : '';
      const actions = expired
        ? ''
        : `<div class="actions">${button('pay', words.pay)}${button('fail', words.fail)}</div>`;
      const facts: [string, string][] = [
        [words.order, order.orderNo],
        [words.description, order.description],
        [words.amount, formatRupiah(order.amount)],
        [words.method, method],
      ];
      return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text(words.title)}</title>
<style>body{font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#666}dd{margin:0;overflow-wrap:anywhere}.actions{display:flex;flex-wrap:wrap;gap:1rem;margin-top:2rem}button{font-size:1rem;padding:.6rem 1.6rem;border-radius:.4rem;border:0;cursor:pointer}.pay{background:#2f9e44;color:#fff}.fail{background:#e03131;color:#fff}.note{color:#666}.expired{color:#c92a2a;font-weight:600}</style>
</head><body><h1>${text(words.title)}</h1><p class="note">${text(words.note)}</p>
<dl>${facts.map(([label, value]) => `<dt>${text(label)}</dt><dd>${text(value)}</dd>`).join('')}</dl>${settled}${expired}
${actions}</body></html>`;
    },

    async settle(orderNo: string, outcome: SandboxOutcome): Promise<SandboxSettlement> {
      const order = await findOrder(orderNo);
      if (!order) return { kind: 'unknown' };
      if (hasExpired(order)) return { kind: 'expired' };
      const resultCode = outcome === 'pay' ? '00' : '01';
      const amount = String(order.amount);
      const reference = referenceOf(order.orderNo);
      const form = new URLSearchParams({
        merchantCode: SANDBOX_MERCHANT_CODE,
        amount,
        merchantOrderId: order.orderNo,
        productDetail: order.description,
        additionalParam: '',
        paymentCode: order.paymentMethod,
        resultCode,
        merchantUserId: '',
        reference,
        signature: sandboxSignature(key, { amount, orderNo: order.orderNo, resultCode }),
        publisherOrderId: reference,
        spUserHash: '',
        settlementDate: new Date().toISOString().slice(0, 10),
        issuerCode: '',
      });
      let response: Response;
      try {
        response = await fetch(order.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
        });
        await response.arrayBuffer();
      } catch (error) {
        throw new PaymentGatewayError(`sandbox: the callback to ${order.callbackUrl} failed: ${String(error)}`);
      }
      if (!response.ok) {
        throw new PaymentGatewayError(`sandbox: the callback to ${order.callbackUrl} answered ${response.status}`);
      }
      if (outcome === 'pay') {
        await db.update(sandboxPayments).set({ settledAt: new Date() }).where(eq(sandboxPayments.orderNo, orderNo));
      }
      // As a real gateway does: the browser comes back with the order, the result code and the reference.
      const back = new URL(order.returnUrl);
      back.searchParams.set('merchantOrderId', order.orderNo);
      back.searchParams.set('resultCode', resultCode);
      back.searchParams.set('reference', reference);
      return { kind: 'settled', next: back.toString() };
    },
  };
}
