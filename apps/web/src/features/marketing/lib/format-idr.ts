const idNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Rupiah amount as shown on the pricing pages: `Rp149.000`. */
export function formatIdr(amount: number): string {
  return `Rp${idNumber.format(amount)}`;
}
