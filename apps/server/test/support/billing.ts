import type { Billing, InvoiceUrlResponse } from '@signflow/contract/billing';
import type { Paged } from '@signflow/contract/paging';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { billings, paymentCallbacks, sandboxPayments, subscriptions } from '../../src/db/schema';
import { sandboxSignature } from '../../src/platform/payments/sandbox-gateway';
import type { Owner } from './documents';
import type { TestApp } from './test-app';

/** The sandbox key the billing tests' apps sign with, so a test can sign (or forge) callbacks itself. */
export const SANDBOX_KEY = 'sandbox-key-for-the-billing-tests-0123456789';

export const CALLBACK_PATH = '/v1/payments/callback';

/** Buys through POST /v1/subscribe; answers the billing it made and its payment page. */
export async function buy(
  who: Owner,
  body: { packageId?: string; term?: number; paymentMethod?: string } = {},
): Promise<{ billing: Billing; invoiceUrl: string }> {
  const response = await who.call('POST', '/v1/subscribe', {
    packageId: 'starter',
    term: 3,
    paymentMethod: 'BC',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { invoiceUrl } = response.json<InvoiceUrlResponse>();
  const list = (await who.call('GET', '/v1/profile/billing?limit=100')).json<Paged<Billing>>();
  const billing = list.results.find((each) => invoiceUrl.endsWith(encodeURIComponent(each.orderNo)));
  if (!billing) throw new Error(`no billing for ${invoiceUrl}`);
  return { billing, invoiceUrl };
}

/** The form fields of a callback as the sandbox gateway signs them (`signature` may be overridden to forge one). */
export function sandboxCallbackFields(
  fields: { orderNo: string; amount: number | string; resultCode?: string },
  overrides: Record<string, string> = {},
): Record<string, string> {
  const amount = String(fields.amount);
  const resultCode = fields.resultCode ?? '00';
  return {
    merchantCode: 'SANDBOX',
    amount,
    merchantOrderId: fields.orderNo,
    resultCode,
    reference: `SBX-${fields.orderNo}`,
    paymentCode: 'BC',
    signature: sandboxSignature(SANDBOX_KEY, { amount, orderNo: fields.orderNo, resultCode }),
    ...overrides,
  };
}

/** Posts a callback as a gateway does: a urlencoded form, no token. */
export function postCallback(t: TestApp, fields: Record<string, string>) {
  return t.request({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function subscriptionRows(t: TestApp, accountId: string) {
  return t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.endDate));
}

/** As if the billing's due date had passed (and with it its sandbox order's end, which is the same moment). */
export async function pastDueDate(t: TestApp, billing: Billing): Promise<void> {
  const past = new Date(Date.now() - 1000);
  await t.db.update(billings).set({ dueDate: past }).where(eq(billings.id, billing.billingId));
  await t.db.update(sandboxPayments).set({ expiresAt: past }).where(eq(sandboxPayments.orderNo, billing.orderNo));
}

/** What each callback for the order came to, as recorded: `outcome:accepted`, sorted. */
export async function callbackOutcomes(t: TestApp, orderNo: string): Promise<string[]> {
  const rows = await t.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderNo, orderNo));
  return rows.map((row) => `${row.outcome}:${row.accepted}`).sort();
}

export async function billingRow(t: TestApp, billingId: string) {
  const [row] = await t.db.select().from(billings).where(eq(billings.id, billingId));
  return row;
}
