import { PAYMENT_METHOD_CODES, PAYMENT_METHOD_NAMES, type PaymentFee } from '@signflow/contract/billing';
import { describe, expect, it } from 'vitest';
import { groupPaymentMethods } from './payment-methods';

describe('groupPaymentMethods', () => {
  const every: PaymentFee[] = PAYMENT_METHOD_CODES.map((code) => ({
    paymentMethod: code,
    paymentName: PAYMENT_METHOD_NAMES[code],
  }));

  it('puts every method in its group, groups in their order', () => {
    const grouped = groupPaymentMethods(every);
    expect(grouped.map((entry) => entry.group)).toEqual([
      'Credit Card',
      'Virtual Account',
      'E-Wallet',
      'QRIS',
      'Ritel',
    ]);
    expect(
      grouped.find((entry) => entry.group === 'Virtual Account')?.methods.map((method) => method.paymentMethod),
    ).toEqual(['BC', 'M2', 'VA', 'I1', 'B1', 'BT', 'A1', 'AG', 'NC', 'BR']);
    expect(grouped.flatMap((entry) => entry.methods)).toHaveLength(PAYMENT_METHOD_CODES.length);
  });

  it('leaves out empty groups and codes it does not know', () => {
    const grouped = groupPaymentMethods([
      { paymentMethod: 'OV', paymentName: 'OVO' },
      { paymentMethod: 'ZZ' as PaymentFee['paymentMethod'], paymentName: 'Unknown' },
    ]);
    expect(grouped).toEqual([{ group: 'E-Wallet', methods: [{ paymentMethod: 'OV', paymentName: 'OVO' }] }]);
  });
});
