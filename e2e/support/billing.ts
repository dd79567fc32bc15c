import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The signed-in owner's bearer header, read from the persisted session as the app keeps it. */
export async function ownerHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  return { authorization: `Bearer ${token}` };
}

/** Moves the account's subscription `days` into the past (the dev-only route the e2e server mounts). */
export async function travelInTime(page: Page, email: string, days: number) {
  const response = await page.request.post('/dev/time-travel', { data: { email, days } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A flow of one approver through the API: the call the plan's limits and expiry answer. */
export async function createFlowViaApi(page: Page, headers: Record<string, string>, flowName: string) {
  return page.request.post('/v1/flow', { data: { flowName, approverCount: 1 }, headers });
}

/** The text pdftotext reads from a PDF (the reader a person's tools would use). */
export function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Buys a package from Package Selection through the purchase modal's steps, ending on the gateway's page. */
export async function buyFromPackagePage(
  page: Page,
  { plan, term, method }: { plan: string; term: string; method: string },
) {
  await page.getByRole('button', { name: `Choose ${plan} Plan` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose a billing frequency' })).toBeFocused();
  const next = dialog.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: term }).check();
  await next.click();
  await expect(dialog.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByRole('radio', { name: method, exact: true }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payments\/sandbox\//);
}
