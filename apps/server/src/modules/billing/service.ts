import { randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type Billing,
  type BillingListQuery,
  type BillingPaymentResponse,
  type BillingResponse,
  type BillingTerm,
  billingAmounts,
  findPackage,
  type InvoiceUrlResponse,
  PACKAGES,
  PAYMENT_DUE_HOURS,
  PAYMENT_METHOD_NAMES,
  type PackagesResponse,
  type PaymentMethodCode,
  type PaymentMethodsResponse,
  TAX_PERCENT,
  termsOf,
  type UnpaidBillingResponse,
} from '@signflow/contract/billing';
import { type Paged, pageOf } from '@signflow/contract/paging';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { type PaymentGateway, PaymentGatewayError } from '../../platform/payments/gateway';
import { findAccountPerson } from '../profile/account-person';
import { lockAccount } from '../subscriptions/plan-limits';
import {
  type BillingRow,
  deleteBilling,
  findNewestPayable,
  findOpenPurchase,
  findOwnedBilling,
  insertBilling,
  listAccountBillings,
  listBillingDetails,
  nextBillingNumber,
  setGatewayInvoice,
} from './repo';
import { describePurchase, invoiceLines, isPayable, statusOf, toBilling, toBillingDetail } from './wire';

/** Where every gateway posts its callback (server to server). */
export const PAYMENT_CALLBACK_PATH = '/v1/payments/callback';
const HOUR_MS = 60 * 60 * 1000;
/** An open billing is answered again only while it has at least this long left to be paid. */
const REUSE_MIN_TIME_LEFT_MS = HOUR_MS;
/**
 * Far longer than a gateway takes to open a payment (Duitku is given 10 s): a billing still without its page after
 * that was left by a request that failed before it could remove it.
 */
const OPENING_MS = 2 * 60 * 1000;

/** 429: the same purchase's payment is being opened by another request of the account right now. */
export class PaymentBeingOpened extends AppError {
  constructor() {
    super(429, API_MESSAGES.tooManyRequests, undefined, 2);
  }
}

/** 502: the gateway could not be reached or refused; the buyer may try again. The cause goes to the log. */
function paymentUnavailable(cause: unknown): AppError {
  return Object.assign(new AppError(502, API_MESSAGES.paymentUnavailable), { cause });
}

export function listPackages(salesEmail: string): PackagesResponse {
  return { packages: [...PACKAGES], contactSalesUrl: `mailto:${salesEmail}` };
}

export async function listPaymentMethods(gateway: PaymentGateway, amount: number): Promise<PaymentMethodsResponse> {
  try {
    return { paymentFee: await gateway.listPaymentMethods(amount) };
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw paymentUnavailable(error);
    throw error;
  }
}

/** 'INV/2026/000042'. */
export function invoiceNumber(year: number, counter: number): string {
  return `INV/${year}/${String(counter).padStart(6, '0')}`;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'SF-' and 16 random base32 characters (80 bits): unguessable, and short enough for any gateway. */
export function newOrderNumber(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `SF-${text}`;
}

/**
 * POST /v1/subscribe: a pending billing for the package and term, and a payment opened at the gateway with
 * the same expiry (docs/domain.md#plans-and-subscriptions). If the gateway cannot open it, the billing is
 * removed again and the answer is 502: nothing half made stays behind. The account's billing of the same purchase
 * (package, term, payment method, amount) still open for over an hour is answered instead of a new one, so buying
 * again opens nothing more at the gateway; while another request is opening it, 429 (PaymentBeingOpened).
 */
export async function subscribe(
  options: { db: Db; gateway: PaymentGateway; appUrl: string },
  accountId: string,
  input: { packageId: string; term: number; paymentMethod: PaymentMethodCode },
): Promise<InvoiceUrlResponse> {
  const { db, gateway, appUrl } = options;
  const pack = findPackage(input.packageId);
  if (!pack) throw badRequest(API_MESSAGES.packageRequired);
  if (pack.basicPrice === null) throw badRequest(API_MESSAGES.packageContactSales);
  const term = input.term as BillingTerm;
  if (!termsOf(pack).includes(term)) throw badRequest(API_MESSAGES.termRequired);

  const amounts = billingAmounts(pack.basicPrice, term);
  const now = new Date();
  const dueDate = new Date(now.getTime() + PAYMENT_DUE_HOURS * HOUR_MS);
  const lines = invoiceLines(pack.plan, term, amounts.baseAmount);
  const person = await findAccountPerson(db, accountId);
  const purchase = {
    packageId: pack.packageId,
    termMonths: term,
    paymentMethod: input.paymentMethod,
    nettAmount: amounts.nettAmount,
  };
  const made = await db.transaction(async (tx) => {
    // One at a time per account: a second subscribe finds the billing the first one made.
    await lockAccount(tx, accountId);
    const open = await findOpenPurchase(tx, accountId, purchase, {
      dueAfter: new Date(now.getTime() + REUSE_MIN_TIME_LEFT_MS),
      openingSince: new Date(now.getTime() - OPENING_MS),
    });
    if (open) return { open };
    const billingNo = invoiceNumber(now.getUTCFullYear(), await nextBillingNumber(tx));
    const row = { accountId, billingNo, orderNo: newOrderNumber(), plan: pack.plan, ...purchase, ...amounts };
    return { billing: await insertBilling(tx, { ...row, billingDate: now, dueDate }, lines) };
  });
  if (made.open) {
    if (made.open.invoiceUrl === null) throw new PaymentBeingOpened();
    return { invoiceUrl: made.open.invoiceUrl };
  }
  const { billing } = made;

  try {
    const invoice = await gateway.createInvoice({
      orderNo: billing.orderNo,
      amount: amounts.nettAmount,
      paymentMethod: input.paymentMethod,
      productDetails: describePurchase(pack.plan, term),
      // The gateway's items add up to the amount: the months charged and the tax (free bonus months are left out).
      items: [
        ...lines
          .filter((line) => line.originalAmount > 0)
          .map((line) => ({ name: line.description, price: line.originalAmount, quantity: 1 })),
        { name: `Tax ${TAX_PERCENT}%`, price: amounts.taxAmount, quantity: 1 },
      ],
      customer: { email: person.email, name: person.name },
      callbackUrl: absoluteLink(appUrl, PAYMENT_CALLBACK_PATH),
      returnUrl: absoluteLink(appUrl, webPaths.invoice(billing.id, 'pending')),
      expiresAt: dueDate,
    });
    await setGatewayInvoice(db, billing.id, invoice.paymentUrl, invoice.reference);
    return { invoiceUrl: invoice.paymentUrl };
  } catch (error) {
    await deleteBilling(db, billing.id);
    if (error instanceof PaymentGatewayError) throw paymentUnavailable(error);
    throw error;
  }
}

async function requireBilling(db: Db, accountId: string, billingId: string): Promise<BillingRow> {
  const row = await findOwnedBilling(db, accountId, billingId);
  if (!row) throw notFound();
  return row;
}

export async function listBillings(db: Db, accountId: string, query: BillingListQuery): Promise<Paged<Billing>> {
  const now = new Date();
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const { rows, total } = await listAccountBillings(db, accountId, query.sortBy, page);
  return pageOf(
    rows.map((row) => toBilling(row, now)),
    query,
    total,
  );
}

/** Submit Payment: the gateway's page of a billing still taking payment; 'Payment Link Not Found' once it expired. */
export async function getPaymentLink(db: Db, accountId: string, billingId: string): Promise<InvoiceUrlResponse> {
  const row = await requireBilling(db, accountId, billingId);
  if (row.status === 'paid') throw conflict(API_MESSAGES.billingAlreadyPaid);
  if (!isPayable(row)) throw notFound(API_MESSAGES.paymentLinkNotFound);
  return { invoiceUrl: row.invoiceUrl };
}

export async function getBilling(db: Db, accountId: string, billingId: string): Promise<BillingResponse> {
  const row = await requireBilling(db, accountId, billingId);
  const now = new Date();
  const details = await listBillingDetails(db, row.id);
  return {
    billing: toBilling(row, now),
    billingDetail: details.map(toBillingDetail),
    payment: isPayable(row, now) ? { invoiceUrl: row.invoiceUrl } : null,
  };
}

export async function getBillingPayment(db: Db, accountId: string, billingId: string): Promise<BillingPaymentResponse> {
  const row = await requireBilling(db, accountId, billingId);
  const now = new Date();
  return {
    payment: {
      status: statusOf(row, now),
      paymentMethod: row.paymentMethod,
      paymentName: PAYMENT_METHOD_NAMES[row.paymentMethod] ?? row.paymentMethod,
      invoiceUrl: isPayable(row, now) ? row.invoiceUrl : null,
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    },
  };
}

/** The banner's Pay Now: the newest billing still taking payment, or nulls. */
export async function getUnpaidBilling(db: Db, accountId: string): Promise<UnpaidBillingResponse> {
  const now = new Date();
  const row = await findNewestPayable(db, accountId, now);
  if (!row || !isPayable(row, now)) return { billingUnpaid: null, billing: null };
  return { billingUnpaid: { billingId: row.id, invoiceUrl: row.invoiceUrl }, billing: toBilling(row, now) };
}
