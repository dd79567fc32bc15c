import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { MessageResponse } from '@signflow/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../http/app-error';
import { type PaymentGateway, PaymentGatewayError } from '../../platform/payments/gateway';
import { extendSubscription } from '../subscriptions/service';
import { type BillingRow, findBillingByOrderNo, markPaid, recordCallback } from './repo';
import { statusOf } from './wire';

/** What else happens in the transaction that marks a billing paid (the receipt mail is queued there). */
export type OnBillingPaid = (tx: DbOrTx, billing: BillingRow) => Promise<void>;

const RECEIVED: MessageResponse = { message: 'OK' };

function amountOf(text: string | undefined): number | null {
  return text && /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/**
 * POST /v1/payments/callback (docs/domain.md#plans-and-subscriptions): believed only with the gateway's
 * signature and the billing's exact amount. A paid result marks the billing paid and extends the
 * subscription in one transaction, and only the callback that moved it from pending does so: a repeat
 * answers 200 and changes nothing. A result other than paid leaves the billing pending, and so does a
 * paid result the gateway does not confirm when its signature leaves the result out (Duitku's; 502 while
 * the gateway cannot be asked, so it retries). A paid result for a billing past its due date is refused (409)
 * and extends nothing: the billing no longer takes payment, and the gateway was told to close its invoice then.
 * Every callback, refused or not, is recorded in payment_callbacks.
 */
export async function receivePaymentCallback(options: {
  db: Db;
  gateway: PaymentGateway;
  fields: Record<string, string>;
  onPaid?: OnBillingPaid;
  now?: Date;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<MessageResponse> {
  const { db, gateway, fields } = options;
  // One moment for the whole callback: the billing found still payable is marked paid as of then.
  const now = options.now ?? new Date();
  const notice = gateway.verifyCallback(fields);
  if (!notice) {
    await recordCallback(db, {
      orderNo: (fields.merchantOrderId ?? '').slice(0, 200),
      billingId: null,
      amount: amountOf(fields.amount),
      resultCode: fields.resultCode?.slice(0, 20) ?? null,
      reference: fields.reference?.slice(0, 200) ?? null,
      outcome: 'bad signature',
    });
    throw unauthorized(API_MESSAGES.callbackBadSignature);
  }
  const entry = {
    orderNo: notice.orderNo,
    amount: notice.amount,
    resultCode: fields.resultCode ?? null,
    reference: notice.reference || null,
  };
  const billing = await findBillingByOrderNo(db, notice.orderNo);
  if (!billing) {
    await recordCallback(db, { ...entry, billingId: null, outcome: 'unknown order' });
    throw notFound(API_MESSAGES.callbackUnknownOrder);
  }
  if (notice.amount !== billing.nettAmount) {
    await recordCallback(db, { ...entry, billingId: billing.id, outcome: 'amount mismatch' });
    throw badRequest(API_MESSAGES.callbackAmountMismatch);
  }
  if (!notice.paid) {
    await recordCallback(db, { ...entry, billingId: billing.id, outcome: 'not paid' });
    return RECEIVED;
  }
  if (statusOf(billing, now) === 'expired') {
    await recordCallback(db, { ...entry, billingId: billing.id, outcome: 'expired' });
    // Money the gateway took all the same (its invoice closed a moment late) goes back through its dashboard.
    options.logger?.warn(
      { orderNo: billing.orderNo, billingId: billing.id, dueDate: billing.dueDate, reference: entry.reference },
      'payment callback: a paid result for a billing past its due date was refused; refund it at the gateway if it took the money',
    );
    throw conflict(API_MESSAGES.billingExpired);
  }
  if (gateway.confirmPaid && billing.status === 'pending') {
    // The signature may not cover resultCode: the gateway's own word that the order is paid, for its amount.
    let confirmed: { amount: number } | null;
    try {
      confirmed = await gateway.confirmPaid(notice.orderNo);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      await recordCallback(db, { ...entry, billingId: billing.id, outcome: 'unconfirmed' });
      throw Object.assign(new AppError(502, API_MESSAGES.paymentUnavailable), { cause: error });
    }
    if (!confirmed || confirmed.amount !== billing.nettAmount) {
      await recordCallback(db, { ...entry, billingId: billing.id, outcome: 'not confirmed' });
      return RECEIVED;
    }
  }
  await db.transaction(async (tx) => {
    const paid = await markPaid(tx, billing.id, { paidAt: now, reference: notice.reference || null });
    await recordCallback(tx, { ...entry, billingId: billing.id, outcome: paid ? 'paid' : 'duplicate' });
    if (!paid) return;
    await extendSubscription(
      tx,
      { accountId: paid.accountId, plan: paid.plan, termMonths: paid.termMonths, billingId: paid.id },
      now,
    );
    await options.onPaid?.(tx, paid);
  });
  return RECEIVED;
}
