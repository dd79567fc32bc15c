import {
  PAYMENT_METHOD_GROUPS,
  type PaymentFee,
  type PaymentMethodGroup,
  paymentMethodGroupOf,
} from '@signflow/contract/billing';

/** The gateway's methods in the groups the page shows, in the groups' order; empty groups left out, unknown codes too. */
export function groupPaymentMethods(methods: PaymentFee[]): { group: PaymentMethodGroup; methods: PaymentFee[] }[] {
  return PAYMENT_METHOD_GROUPS.map((entry) => ({
    group: entry.group,
    methods: methods.filter((method) => paymentMethodGroupOf(method.paymentMethod) === entry.group),
  })).filter((entry) => entry.methods.length > 0);
}
