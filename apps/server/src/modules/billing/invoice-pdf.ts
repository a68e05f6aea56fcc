import { formatDate, formatDateTime, formatRupiah } from '@booster/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceRow } from './invoice-view.ts';

export const PACKAGE_LABEL: Record<string, string> = {
  free: 'Free',
  shopeeOptimization: 'Optimasi Shopee',
  premium: 'Premium',
  medium: 'Medium',
  platinum: 'Platinum',
};
const STATUS_LABEL: Record<string, string> = {
  unpaid: 'Belum dibayar',
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  cancelled: 'Dibatalkan',
};
const KIND_LABEL: Record<string, string> = {
  new: 'Langganan baru',
  extend: 'Perpanjangan',
  upgrade: 'Upgrade',
};

/** The standard fonts write WinAnsi only: a no-break space becomes a space, other characters outside Latin-1 a "?". */
const money = (n: number) => formatRupiah(n).replace(/\u00a0/g, ' ');
const plain = (text: string) => text.replace(/[^\x20-\x7e\xa1-\xff]/g, '?');

/** The invoice on one A4 page (Indonesian, amounts in rupiah as the server priced them). */
export async function invoicePdf(invoice: InvoiceRow, member: { name: string; email: string }) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Faktur ${invoice.number}`);
  doc.setProducer('Booster');
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const text = (value: string, x: number, size = 11, f = font) =>
    page.drawText(plain(value), { x, y, size, font: f, color: rgb(0.12, 0.16, 0.2) });
  const row = (label: string, value: string, strong = false) => {
    text(label, 60, 11, strong ? bold : font);
    const f = strong ? bold : font;
    const width = f.widthOfTextAtSize(plain(value), 11);
    text(value, 535 - width, 11, f);
    y -= 22;
  };

  text('Booster', 60, 22, bold);
  y -= 30;
  text(`Faktur ${invoice.number}`, 60, 14, bold);
  y -= 20;
  text(`Tanggal: ${formatDateTime(invoice.createdAt)} WIB`, 60);
  y -= 16;
  text(`Status: ${STATUS_LABEL[invoice.status] ?? invoice.status}`, 60);
  y -= 30;
  text('Ditagihkan kepada', 60, 11, bold);
  y -= 16;
  text(member.name, 60);
  y -= 16;
  text(member.email, 60);
  y -= 34;

  row('Paket', `${PACKAGE_LABEL[invoice.packageName] ?? invoice.packageName} (${KIND_LABEL[invoice.kind]})`);
  row('Durasi', `${invoice.months} bulan`);
  row('Harga normal', money(invoice.listPrice));
  if (invoice.discount > 0) row(`Diskon durasi (${invoice.discountPercent}%)`, `-${money(invoice.discount)}`);
  if (invoice.credit > 0) row(`Kredit sisa paket (${invoice.creditDays} hari)`, `-${money(invoice.credit)}`);
  if (invoice.couponDiscount > 0)
    row(`Kupon ${invoice.couponCode ?? ''}`, `-${money(invoice.couponDiscount)}`);
  page.drawLine({ start: { x: 60, y: y + 14 }, end: { x: 535, y: y + 14 }, thickness: 0.5 });
  y -= 4;
  row('Total', money(invoice.amount), true);
  y -= 10;
  if (invoice.paidAt) row('Dibayar', `${formatDateTime(invoice.paidAt)} WIB`);
  if (invoice.method) row('Metode', invoice.method === 'midtrans' ? 'Midtrans' : invoice.method);
  if (invoice.periodStart && invoice.periodEnd) {
    row('Masa aktif', `${formatDate(invoice.periodStart)} - ${formatDate(invoice.periodEnd)}`);
  }
  return doc.save();
}
