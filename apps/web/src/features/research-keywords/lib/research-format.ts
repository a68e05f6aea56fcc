import { formatRupiah } from '../../../lib/format-rupiah.ts';

const locale = (language: string) => (language === 'en' ? 'en-US' : 'id-ID');

export const formatCount = (value: number, language: string) =>
  Math.round(value).toLocaleString(locale(language));

export const formatShare = (value: number, language: string) =>
  value.toLocaleString(locale(language), { style: 'percent', maximumFractionDigits: 1 });

/** Quartiles may fall between two prices: shown to the rupiah. */
export const formatPrice = (value: number | null) => (value === null ? '–' : formatRupiah(Math.round(value)));

/** YYYY-MM-DD (a snapshot's UTC day) as DD/MM/YYYY. */
export const formatSnapshotDay = (day: string) => day.split('-').reverse().join('/');
