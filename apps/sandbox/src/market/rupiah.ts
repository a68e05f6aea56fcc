/** "Rp12.000", as the Indonesian sites print a price. */
export function rupiah(value: number): string {
  return `Rp${Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
