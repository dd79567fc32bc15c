/** Rupiah are written the Indonesian way whatever the interface language ("Rp 150.000"): the currency's own notation. */
const RUPIAH = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** A whole-rupiah amount of the API, e.g. 165000 → "Rp 165.000" (with a no-break space). */
export function formatRupiah(amount: number): string {
  return RUPIAH.format(amount);
}
