import {
  PAYMENT_METHOD_GROUPS,
  type PaymentFee,
  type PaymentMethodGroup,
  paymentMethodGroupOf,
} from '@signflow/contract/billing';

export interface PackageFeature {
  label: string;
  tooltip: string | null;
}

/** A package's 'label::tooltip' entry split in two (an entry without '::' has no tooltip). */
export function packageFeatureOf(entry: string): PackageFeature {
  const separator = entry.indexOf('::');
  if (separator < 0) return { label: entry.trim(), tooltip: null };
  const tooltip = entry.slice(separator + 2).trim();
  return { label: entry.slice(0, separator).trim(), tooltip: tooltip === '' ? null : tooltip };
}

/** The gateway's methods in the groups the page shows, in the groups' order; empty groups left out, unknown codes too. */
export function groupPaymentMethods(methods: PaymentFee[]): { group: PaymentMethodGroup; methods: PaymentFee[] }[] {
  return PAYMENT_METHOD_GROUPS.map((entry) => ({
    group: entry.group,
    methods: methods.filter((method) => paymentMethodGroupOf(method.paymentMethod) === entry.group),
  })).filter((entry) => entry.methods.length > 0);
}
