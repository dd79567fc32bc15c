import { formatRupiah as rupiah } from '@signflow/contract/billing';

/**
 * A whole-rupiah amount of the API as rupiah are written, whatever the interface language, e.g. 165000 →
 * "Rp 165.000", with a no-break space so the amount never wraps after "Rp".
 */
export function formatRupiah(amount: number): string {
  return rupiah(amount).replace(' ', '\u00a0');
}
