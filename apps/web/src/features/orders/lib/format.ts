import { formatDateTimeDashed } from '@booster/domain';

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** "Rp 125.000". */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount);
}

/** DD-MM-YYYY HH:mm in Jakarta time; an unreadable value is shown as it came. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeDashed(date);
}
