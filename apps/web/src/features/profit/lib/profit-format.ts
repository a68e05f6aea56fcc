import { formatRupiah } from '../../../lib/format-rupiah.ts';

/** "12,3%" (Indonesian decimal comma) or "12.3%"; a dash without a margin. */
export function formatMargin(margin: number | null, locale: string): string {
  if (margin === null) return '—';
  const text = margin.toFixed(1);
  return `${locale.startsWith('id') ? text.replace('.', ',') : text}%`;
}

/** An amount, or a dash where it is not known (no cost price, fees not reported). */
export const rupiahOrDash = (amount: number | null) => (amount === null ? '—' : formatRupiah(amount));

/** DD/MM of a YYYY-MM-DD day (chart labels). */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** DD/MM/YYYY of a YYYY-MM-DD day. */
export const fullDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
