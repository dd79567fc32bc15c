import { describe, expect, it } from 'vitest';
import {
  BILLING_TERMS,
  billingAmounts,
  findPackage,
  isPaymentMethodCode,
  PACKAGES,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_NAMES,
  paidMonths,
  paymentMethodGroupOf,
  subscribeSchema,
  termsOf,
} from './billing';

function packageOf(packageId: string) {
  const found = findPackage(packageId);
  if (!found) throw new Error(`no package ${packageId}`);
  return found;
}

describe('prices, tax and totals', () => {
  const expected = {
    starter: { 1: 50_000, 3: 150_000, 6: 300_000, 12: 500_000 },
    pro: { 1: 100_000, 3: 300_000, 6: 600_000, 12: 1_000_000 },
  } as const;

  it.each(
    Object.entries(expected).flatMap(([packageId, prices]) =>
      BILLING_TERMS.map((term) => [packageId, term, prices[term]] as const),
    ),
  )('%s for %i months costs %i before 10 %% tax', (packageId, term, base) => {
    const price = packageOf(packageId).basicPrice;
    if (price === null) throw new Error('no price');
    const amounts = billingAmounts(price, term);
    expect(amounts).toEqual({ baseAmount: base, taxAmount: base / 10, nettAmount: base + base / 10 });
  });

  it('charges the annual term as 10 months of 12', () => {
    expect(BILLING_TERMS.map(paidMonths)).toEqual([1, 3, 6, 10]);
  });

  it('rounds the tax to the rupiah', () => {
    expect(billingAmounts(12_345, 1)).toEqual({ baseAmount: 12_345, taxAmount: 1_235, nettAmount: 13_580 });
  });

  it('sells STARTER and PRO for every term, ENTERPRISE through sales only', () => {
    expect(PACKAGES.map((pack) => pack.plan)).toEqual(['STARTER', 'PRO', 'ENTERPRISE']);
    expect(termsOf(packageOf('starter'))).toEqual([1, 3, 6, 12]);
    expect(termsOf(packageOf('pro'))).toEqual([1, 3, 6, 12]);
    const enterprise = packageOf('enterprise');
    expect(enterprise.basicPrice).toBeNull();
    expect(termsOf(enterprise)).toEqual([]);
    for (const pack of PACKAGES) {
      for (const page of pack.packagePages) expect(page).toMatch(/^[^:]+::.+$/);
    }
  });
});

describe('payment methods', () => {
  it.each([
    ['Credit Card', ['VC']],
    ['Virtual Account', ['BC', 'M2', 'VA', 'I1', 'B1', 'BT', 'A1', 'AG', 'NC', 'BR']],
    ['E-Wallet', ['OV', 'SA', 'LF', 'LA', 'DA', 'SL', 'OL']],
    ['QRIS', ['SP', 'LQ', 'NQ']],
    ['Ritel', ['FT', 'A2', 'IR']],
  ])('puts every %s code in its group, with a name', (group, codes) => {
    for (const code of codes) {
      expect(isPaymentMethodCode(code), code).toBe(true);
      expect(paymentMethodGroupOf(code), code).toBe(group);
      expect(PAYMENT_METHOD_NAMES[code as keyof typeof PAYMENT_METHOD_NAMES]).toBeTruthy();
    }
  });

  it('knows 24 codes and no others', () => {
    expect(PAYMENT_METHOD_CODES).toHaveLength(24);
    expect(new Set(PAYMENT_METHOD_CODES).size).toBe(24);
    expect(isPaymentMethodCode('XX')).toBe(false);
    expect(paymentMethodGroupOf('XX')).toBeUndefined();
  });
});

describe('subscribeSchema', () => {
  it('takes a package, a term (as number or text) and a method', () => {
    expect(subscribeSchema.parse({ packageId: 'starter', term: '12', paymentMethod: 'BC' })).toEqual({
      packageId: 'starter',
      term: 12,
      paymentMethod: 'BC',
    });
  });

  it.each([
    [{ term: 3, paymentMethod: 'BC' }, 'Please choose a package'],
    [{ packageId: 'starter', term: 2, paymentMethod: 'BC' }, 'Please choose a billing frequency'],
    [{ packageId: 'starter', term: 3, paymentMethod: 'ZZ' }, 'Please choose a payment method'],
  ])('refuses %j with its message', (input, message) => {
    const result = subscribeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
