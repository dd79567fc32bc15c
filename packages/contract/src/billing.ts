import { z } from 'zod';
import { API_MESSAGES, fillTemplate } from './api-errors';
import { pageQuerySchema, sortByQuery } from './paging';
import { PLAN_LIMITS, PLAN_NAMES, type Plan } from './plans';

/**
 * Packages, prices, billing terms and payment methods (docs/domain.md#plans-and-subscriptions): written once,
 * read by the server (which charges) and the web app (which shows the same figures).
 */

/** Amounts are whole rupiah. */
export const CURRENCY = 'IDR';
export const TAX_PERCENT = 10;

/** Months a billing term covers. The annual term covers 12 months and is priced as 10 (2 bonus months). */
export const BILLING_TERMS = [1, 3, 6, 12] as const;
export type BillingTerm = (typeof BILLING_TERMS)[number];
export const ANNUAL_TERM: BillingTerm = 12;
export const ANNUAL_PAID_MONTHS = 10;
export const ANNUAL_BONUS_MONTHS = ANNUAL_TERM - ANNUAL_PAID_MONTHS;

/** Rupiah are written the Indonesian way whatever the language: 'Rp 165.000' (dots between thousands). */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}

export function isBillingTerm(value: number): value is BillingTerm {
  return (BILLING_TERMS as readonly number[]).includes(value);
}

/** The months charged for a term: the annual term charges 10 of its 12. */
export function paidMonths(term: BillingTerm): number {
  return term === ANNUAL_TERM ? ANNUAL_PAID_MONTHS : term;
}

export interface BillingAmounts {
  baseAmount: number;
  taxAmount: number;
  nettAmount: number;
}

/** Price before tax, the 10 % tax rounded to the rupiah, and their sum. */
export function billingAmounts(basicPrice: number, term: BillingTerm): BillingAmounts {
  const baseAmount = basicPrice * paidMonths(term);
  const taxAmount = Math.round((baseAmount * TAX_PERCENT) / 100);
  return { baseAmount, taxAmount, nettAmount: baseAmount + taxAmount };
}

/** GET /v1/packages: one package. `packagePages` are 'label::tooltip' entries; `termsPayment` months joined by '|'. */
export interface Package {
  packageId: string;
  planName: string;
  plan: Plan;
  packagePages: string[];
  termsPayment: string;
  /** Monthly price in rupiah; null for a package arranged with sales (ENTERPRISE). */
  basicPrice: number | null;
}

export interface PackagesResponse {
  packages: Package[];
  /** Where 'Contact sales' leads (a mailto: link). */
  contactSalesUrl: string;
}

const ALL_TERMS = BILLING_TERMS.join('|');

/** A package's limits as its first features say them, from PLAN_LIMITS (the web app translates them by template). */
export const PACKAGE_LIMIT_FEATURES = {
  flows: 'Up to {{limit}} flows',
  documents: 'Up to {{limit}} documents',
} as const;

function limitFeatures(plan: Plan): string[] {
  const limits = PLAN_LIMITS[plan];
  return [
    `${fillTemplate(PACKAGE_LIMIT_FEATURES.flows, { limit: limits.flows ?? 0 })}::Reusable approval flows of named approvers, in signing order`,
    `${fillTemplate(PACKAGE_LIMIT_FEATURES.documents, { limit: limits.documents ?? 0 })}::Documents kept in your account, those in the Trash included: emptying the Trash frees their places`,
  ];
}

export const PACKAGES: readonly Package[] = [
  {
    packageId: 'starter',
    planName: PLAN_NAMES.STARTER,
    plan: 'STARTER',
    packagePages: [
      ...limitFeatures('STARTER'),
      'Sealed PDF with certificate::Every completed document is sealed and carries a page saying who signed, when and from where',
      'E-mail invitations and reminders::Signers sign from a link, no account needed',
    ],
    termsPayment: ALL_TERMS,
    basicPrice: 50_000,
  },
  {
    packageId: 'pro',
    planName: PLAN_NAMES.PRO,
    plan: 'PRO',
    packagePages: [
      ...limitFeatures('PRO'),
      'Sealed PDF with certificate::Every completed document is sealed and carries a page saying who signed, when and from where',
      'E-mail invitations and reminders::Signers sign from a link, no account needed',
    ],
    termsPayment: ALL_TERMS,
    basicPrice: 100_000,
  },
  {
    packageId: 'enterprise',
    planName: PLAN_NAMES.ENTERPRISE,
    plan: 'ENTERPRISE',
    packagePages: [
      'Unlimited flows::No limit on approval flows',
      'Unlimited documents::No limit on documents',
      'Terms arranged with you::Invoicing, volume and support agreed with our sales team',
    ],
    termsPayment: '',
    basicPrice: null,
  },
];

export function findPackage(packageId: string): Package | undefined {
  return PACKAGES.find((candidate) => candidate.packageId === packageId);
}

/** The terms a package can be bought for, from its termsPayment. */
export function termsOf(pack: Package): BillingTerm[] {
  return pack.termsPayment
    .split('|')
    .map(Number)
    .filter((months): months is BillingTerm => isBillingTerm(months));
}

/** Payment methods by group, as the gateway's codes. */
export const PAYMENT_METHOD_GROUPS = [
  { group: 'Credit Card', codes: ['VC'] },
  { group: 'Virtual Account', codes: ['BC', 'M2', 'VA', 'I1', 'B1', 'BT', 'A1', 'AG', 'NC', 'BR'] },
  { group: 'E-Wallet', codes: ['OV', 'SA', 'LF', 'LA', 'DA', 'SL', 'OL'] },
  { group: 'QRIS', codes: ['SP', 'LQ', 'NQ'] },
  { group: 'Ritel', codes: ['FT', 'A2', 'IR'] },
] as const;
export type PaymentMethodGroup = (typeof PAYMENT_METHOD_GROUPS)[number]['group'];
export type PaymentMethodCode = (typeof PAYMENT_METHOD_GROUPS)[number]['codes'][number];

export const PAYMENT_METHOD_CODES: readonly PaymentMethodCode[] = PAYMENT_METHOD_GROUPS.flatMap((entry) => entry.codes);

/** The names the sandbox gateway gives each method (a real gateway answers with its own). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethodCode, string> = {
  VC: 'Credit Card (Visa / Mastercard / JCB)',
  BC: 'BCA Virtual Account',
  M2: 'Mandiri Virtual Account',
  VA: 'Maybank Virtual Account',
  I1: 'BNI Virtual Account',
  B1: 'CIMB Niaga Virtual Account',
  BT: 'Permata Bank Virtual Account',
  A1: 'ATM Bersama',
  AG: 'Bank Artha Graha',
  NC: 'Bank Neo Commerce',
  BR: 'BRIVA',
  OV: 'OVO',
  SA: 'ShopeePay Apps',
  LF: 'LinkAja Apps (Fixed Fee)',
  LA: 'LinkAja Apps (Percentage Fee)',
  DA: 'DANA',
  SL: 'ShopeePay Account Link',
  OL: 'OVO Account Link',
  SP: 'QRIS ShopeePay',
  LQ: 'QRIS LinkAja',
  NQ: 'QRIS Nobu',
  FT: 'Pegadaian / ALFA / Pos',
  A2: 'POS Indonesia',
  IR: 'Indomaret',
};

export function isPaymentMethodCode(code: string): code is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(code);
}

export function paymentMethodGroupOf(code: string): PaymentMethodGroup | undefined {
  return PAYMENT_METHOD_GROUPS.find((entry) => (entry.codes as readonly string[]).includes(code))?.group;
}

/** GET /v1/subscribe/payment-method: one entry of `paymentFee`. */
export interface PaymentFee {
  paymentMethod: PaymentMethodCode;
  paymentName: string;
  /** The gateway's fee in rupiah, when it says. */
  totalFee?: number;
}

export interface PaymentMethodsResponse {
  paymentFee: PaymentFee[];
}

/** POST /v1/subscribe. Whether the package can be bought for the term is the server's check (400). */
export const subscribeSchema = z.object({
  packageId: z.string({ error: API_MESSAGES.packageRequired }).trim().min(1, API_MESSAGES.packageRequired).max(64),
  term: z.coerce
    .number({ error: API_MESSAGES.termRequired })
    .refine((months) => isBillingTerm(months), API_MESSAGES.termRequired),
  paymentMethod: z
    .string({ error: API_MESSAGES.paymentMethodRequired })
    .refine((code) => isPaymentMethodCode(code), API_MESSAGES.paymentMethodRequired),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** POST /v1/subscribe and GET /v1/profile/billing/{id}/payment-link: where to send the browser to pay. */
export interface InvoiceUrlResponse {
  invoiceUrl: string;
}

/**
 * 'pending' until the gateway confirms the payment ('paid'); a pending billing whose due date passed is
 * 'expired' (its payment page no longer takes payments: buy again from the package page).
 */
export const BILLING_STATUSES = ['pending', 'paid', 'expired'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** How long a billing's payment page takes payments. */
export const PAYMENT_DUE_HOURS = 24;

export interface Billing {
  billingId: string;
  /** The invoice number, e.g. INV/2026/000042. */
  billingNo: string;
  /** The order id the gateway knows the payment by. */
  orderNo: string;
  billingDate: string;
  dueDate: string;
  /** English description ('STARTER plan, 3 months'); pages word it from `plan` and `term`. */
  descriptions: string;
  currency: typeof CURRENCY;
  baseAmount: number;
  taxAmount: number;
  nettAmount: number;
  status: BillingStatus;
  packageId: string;
  plan: Plan;
  term: BillingTerm;
  paymentMethod: PaymentMethodCode;
  paidAt: string | null;
}

export interface BillingDetail {
  billingDetailId: string;
  serialNo: number;
  description: string;
  currency: typeof CURRENCY;
  originalAmount: number;
}

export interface Payment {
  invoiceUrl: string;
}

/** GET /v1/billing/{id}. `payment` is null once the billing is no longer pending. */
export interface BillingResponse {
  billing: Billing;
  billingDetail: BillingDetail[];
  payment: Payment | null;
}

/** GET /v1/billing/{id}/payment: the payment's state at the gateway as this app knows it. */
export interface BillingPaymentResponse {
  payment: {
    status: BillingStatus;
    paymentMethod: PaymentMethodCode;
    paymentName: string;
    invoiceUrl: string | null;
    paidAt: string | null;
  };
}

/** GET /v1/billing/unpaid: the newest pending billing and its payment link, or nulls. */
export interface UnpaidBillingResponse {
  billingUnpaid: (Payment & { billingId: string }) | null;
  billing: Billing | null;
}

/** GET /v1/profile/billing: `?page&limit&sortBy`, by default billingDate:desc. */
export const BILLING_SORT_FIELDS = ['billingDate', 'dueDate', 'nettAmount', 'status'] as const;
export type BillingSortField = (typeof BILLING_SORT_FIELDS)[number];
export const billingListQuerySchema = pageQuerySchema.extend({
  sortBy: sortByQuery(BILLING_SORT_FIELDS, 'billingDate:desc'),
});
export type BillingListQuery = z.output<typeof billingListQuerySchema>;
