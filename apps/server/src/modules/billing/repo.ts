import type { BillingListQuery } from '@signflow/contract/billing';
import { and, asc, count, desc, eq, getTableColumns, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageWithTotal, totalColumn } from '../../db/page-with-total';
import { billingDetails, billings, paymentCallbacks } from '../../db/schema';

export type BillingRow = typeof billings.$inferSelect;
export type BillingDetailRow = typeof billingDetails.$inferSelect;
type NewBilling = typeof billings.$inferInsert;

/** The next invoice number's counter, from a sequence every process shares. */
export async function nextBillingNumber(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`select nextval('billing_no_seq') as value`)) as {
    rows: { value: string | number }[];
  };
  return Number(result.rows[0]?.value);
}

export async function insertBilling(
  db: DbOrTx,
  billing: NewBilling,
  lines: { description: string; originalAmount: number }[],
): Promise<BillingRow> {
  const [row] = await db.insert(billings).values(billing).returning();
  if (!row) throw new Error('billing insert returned nothing');
  await db
    .insert(billingDetails)
    .values(lines.map((line, index) => ({ billingId: row.id, serialNo: index + 1, currency: row.currency, ...line })));
  return row;
}

export async function setGatewayInvoice(db: DbOrTx, billingId: string, invoiceUrl: string, reference: string) {
  await db.update(billings).set({ invoiceUrl, gatewayReference: reference }).where(eq(billings.id, billingId));
}

export async function deleteBilling(db: DbOrTx, billingId: string) {
  await db.delete(billings).where(eq(billings.id, billingId));
}

export async function findOwnedBilling(db: DbOrTx, accountId: string, billingId: string): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(billings)
    .where(and(eq(billings.id, billingId), eq(billings.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findBillingById(db: DbOrTx, billingId: string): Promise<BillingRow | null> {
  const [row] = await db.select().from(billings).where(eq(billings.id, billingId)).limit(1);
  return row ?? null;
}

export async function findBillingByOrderNo(db: DbOrTx, orderNo: string): Promise<BillingRow | null> {
  const [row] = await db.select().from(billings).where(eq(billings.orderNo, orderNo)).limit(1);
  return row ?? null;
}

export async function listBillingDetails(db: DbOrTx, billingId: string): Promise<BillingDetailRow[]> {
  return db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.billingId, billingId))
    .orderBy(asc(billingDetails.serialNo));
}

const sortColumns = {
  billingDate: billings.billingDate,
  dueDate: billings.dueDate,
  nettAmount: billings.nettAmount,
  status: billings.status,
} as const;

/** A page of the account's billings in the asked order, and how many it has: one statement (db/page-with-total.ts). */
export async function listAccountBillings(
  db: DbOrTx,
  accountId: string,
  sort: BillingListQuery['sortBy'],
  page: { offset: number; limit: number },
): Promise<{ rows: BillingRow[]; total: number }> {
  const order = sort.direction === 'asc' ? asc : desc;
  const total = db.select({ total: count() }).from(billings).where(eq(billings.accountId, accountId));
  const rows = await db
    .select({ ...getTableColumns(billings), total: totalColumn(total) })
    .from(billings)
    .where(eq(billings.accountId, accountId))
    .orderBy(order(sortColumns[sort.field]), order(billings.createdAt), order(billings.billingNo))
    .offset(page.offset)
    .limit(page.limit);
  return pageWithTotal(rows, page.offset, () => countAccountBillings(db, accountId));
}

export async function countAccountBillings(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(billings).where(eq(billings.accountId, accountId));
  return row?.total ?? 0;
}

/** The account's newest billing still taking payment (pending, not past its due date). */
export async function findNewestPayable(db: DbOrTx, accountId: string, now: Date): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(billings)
    .where(and(eq(billings.accountId, accountId), eq(billings.status, 'pending'), gt(billings.dueDate, now)))
    .orderBy(desc(billings.billingDate), desc(billings.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The account's newest pending billing of the same purchase (package, term, payment method and amount) due after
 * `dueAfter`, whose payment the gateway opened, or which a request began opening after `openingSince`.
 */
export async function findOpenPurchase(
  db: DbOrTx,
  accountId: string,
  purchase: Pick<BillingRow, 'packageId' | 'termMonths' | 'paymentMethod' | 'nettAmount'>,
  times: { dueAfter: Date; openingSince: Date },
): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(billings)
    .where(
      and(
        eq(billings.accountId, accountId),
        eq(billings.status, 'pending'),
        eq(billings.packageId, purchase.packageId),
        eq(billings.termMonths, purchase.termMonths),
        eq(billings.paymentMethod, purchase.paymentMethod),
        eq(billings.nettAmount, purchase.nettAmount),
        gt(billings.dueDate, times.dueAfter),
        or(isNotNull(billings.invoiceUrl), gt(billings.createdAt, times.openingSince)),
      ),
    )
    .orderBy(desc(billings.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Pending → paid, once, and only before the due date: the row comes back only to the one caller that changed it,
 * so a repeated callback (or two at once) finds nothing to do.
 */
export async function markPaid(
  db: DbOrTx,
  billingId: string,
  paid: { paidAt: Date; reference: string | null },
): Promise<BillingRow | null> {
  const [row] = await db
    .update(billings)
    .set({
      status: 'paid',
      paidAt: paid.paidAt,
      ...(paid.reference ? { gatewayReference: paid.reference } : {}),
    })
    .where(and(eq(billings.id, billingId), eq(billings.status, 'pending'), gt(billings.dueDate, paid.paidAt)))
    .returning();
  return row ?? null;
}

export type CallbackOutcome =
  | 'paid'
  | 'duplicate'
  | 'not paid'
  | 'not confirmed'
  | 'unconfirmed'
  | 'bad signature'
  | 'unknown order'
  | 'amount mismatch'
  | 'expired';

export async function recordCallback(
  db: DbOrTx,
  entry: {
    orderNo: string;
    billingId: string | null;
    amount: number | null;
    resultCode: string | null;
    reference: string | null;
    outcome: CallbackOutcome;
  },
) {
  await db.insert(paymentCallbacks).values({
    ...entry,
    accepted: entry.outcome === 'paid' || entry.outcome === 'duplicate' || entry.outcome === 'not paid',
  });
}
