const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** "Rp 1.250.000". */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount);
}
