import {
  ANNUAL_BONUS_MONTHS,
  ANNUAL_PAID_MONTHS,
  ANNUAL_TERM,
  type Billing,
  type BillingDetail,
  type BillingStatus,
  type BillingTerm,
  CURRENCY,
} from '@signflow/contract/billing';
import type { Plan } from '@signflow/contract/plans';
import type { BillingDetailRow, BillingRow } from './repo';

/** A pending billing past its due date no longer takes payment: answered 'expired', never stored so. */
export function statusOf(row: BillingRow, now = new Date()): BillingStatus {
  if (row.status === 'paid') return 'paid';
  return row.dueDate <= now ? 'expired' : 'pending';
}

/** Whether the billing's payment page still takes payment. */
export function isPayable(row: BillingRow, now = new Date()): row is BillingRow & { invoiceUrl: string } {
  return statusOf(row, now) === 'pending' && row.invoiceUrl !== null;
}

const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** 'STARTER plan, 3 months': the billing's English description (pages word their own from plan and term). */
export function describePurchase(plan: Plan, term: BillingTerm): string {
  return `${plan} plan, ${months(term)}`;
}

/** The invoice's lines: the months charged, and for the annual term the bonus months at no charge. */
export function invoiceLines(plan: Plan, term: BillingTerm, baseAmount: number) {
  if (term !== ANNUAL_TERM) return [{ description: describePurchase(plan, term), originalAmount: baseAmount }];
  return [
    { description: `${plan} plan, ${months(ANNUAL_PAID_MONTHS)}`, originalAmount: baseAmount },
    { description: `${ANNUAL_BONUS_MONTHS} bonus months`, originalAmount: 0 },
  ];
}

export function toBilling(row: BillingRow, now = new Date()): Billing {
  return {
    billingId: row.id,
    billingNo: row.billingNo,
    orderNo: row.orderNo,
    billingDate: row.billingDate.toISOString(),
    dueDate: row.dueDate.toISOString(),
    descriptions: describePurchase(row.plan, row.termMonths),
    currency: CURRENCY,
    baseAmount: row.baseAmount,
    taxAmount: row.taxAmount,
    nettAmount: row.nettAmount,
    status: statusOf(row, now),
    packageId: row.packageId,
    plan: row.plan,
    term: row.termMonths,
    paymentMethod: row.paymentMethod,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export function toBillingDetail(row: BillingDetailRow): BillingDetail {
  return {
    billingDetailId: row.id,
    serialNo: row.serialNo,
    description: row.description,
    currency: CURRENCY,
    originalAmount: row.originalAmount,
  };
}
