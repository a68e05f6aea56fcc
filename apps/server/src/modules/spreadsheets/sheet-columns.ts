import type { OrderSummary } from '@booster/contracts';
import { formatDateTimeDashed, marketplaceLabel } from '@booster/domain';
import type { Locale } from '../../platform/i18n/index.ts';
import type { ListingWithVariants } from '../products/index.ts';
import type { StockLogSheetRow, StockSheetRow } from '../stock/sheets.ts';

export type Cell = string | number | null;

/** One column of an exported sheet: its header in each language, its width and its cell. */
export type SheetColumn<Row> = {
  header: Record<Locale, string>;
  width: number;
  /** Money and counts are written as numbers (thousands separated in .xlsx). */
  numeric?: boolean;
  value: (row: Row, locale: Locale) => Cell;
};

const when = (date: Date | string | null) => (date ? formatDateTimeDashed(new Date(date)) : '');

const ORDER_STATUS: Record<Locale, Record<OrderSummary['status'], string>> = {
  id: {
    unpaid: 'Belum Bayar',
    ready_to_ship: 'Perlu Dikirim',
    processed: 'Diproses',
    shipped: 'Dikirim',
    completed: 'Selesai',
    cancel_requested: 'Permintaan Pembatalan',
    cancelled: 'Dibatalkan',
    returned: 'Pengembalian',
  },
  en: {
    unpaid: 'Unpaid',
    ready_to_ship: 'To ship',
    processed: 'Processed',
    shipped: 'Shipped',
    completed: 'Completed',
    cancel_requested: 'Cancellation requested',
    cancelled: 'Cancelled',
    returned: 'Returned',
  },
};

const LISTING_STATUS: Record<Locale, Record<ListingWithVariants['status'], string>> = {
  id: {
    live: 'Aktif',
    unlisted: 'Diarsipkan',
    archived: 'Diarsipkan',
    soldout: 'Habis',
    violation: 'Pelanggaran',
  },
  en: {
    live: 'Live',
    unlisted: 'Archived',
    archived: 'Archived',
    soldout: 'Sold out',
    violation: 'Violation',
  },
};

const STOCK_REASON: Record<Locale, Record<string, string>> = {
  id: { order: 'Pesanan', cancellation: 'Pembatalan', manual: 'Ubah Manual', import: 'Impor', push: 'Push' },
  en: { order: 'Order', cancellation: 'Cancellation', manual: 'Manual edit', import: 'Import', push: 'Push' },
};

export const ORDER_COLUMNS: SheetColumn<OrderSummary>[] = [
  { header: { id: 'Nomor Pesanan', en: 'Order number' }, width: 22, value: (o) => o.orderNumber },
  { header: { id: 'Toko', en: 'Shop' }, width: 22, value: (o) => o.shopname },
  { header: { id: 'Status', en: 'Status' }, width: 18, value: (o, l) => ORDER_STATUS[l][o.status] },
  {
    header: { id: 'Status Marketplace', en: 'Marketplace status' },
    width: 18,
    value: (o) => o.platformStatus,
  },
  { header: { id: 'Pembeli', en: 'Buyer' }, width: 20, value: (o) => o.buyerName },
  {
    header: { id: 'Produk', en: 'Products' },
    width: 40,
    value: (o) => o.items.map((i) => `${i.name} x${i.quantity}`).join('; '),
  },
  {
    header: { id: 'SKU', en: 'SKU' },
    width: 20,
    value: (o) =>
      o.items
        .map((i) => i.sku)
        .filter(Boolean)
        .join('; '),
  },
  {
    header: { id: 'Jumlah Barang', en: 'Units' },
    width: 10,
    numeric: true,
    value: (o) => o.items.reduce((sum, i) => sum + i.quantity, 0),
  },
  { header: { id: 'Total (Rp)', en: 'Total (Rp)' }, width: 14, numeric: true, value: (o) => o.totalAmount },
  { header: { id: 'Kurir', en: 'Courier' }, width: 16, value: (o) => o.courier },
  { header: { id: 'No. Resi', en: 'Tracking number' }, width: 20, value: (o) => o.trackingNumber },
  { header: { id: 'Dibuat (WIB)', en: 'Placed (WIB)' }, width: 17, value: (o) => when(o.createdAt) },
  { header: { id: 'Dibayar (WIB)', en: 'Paid (WIB)' }, width: 17, value: (o) => when(o.paidAt) },
  { header: { id: 'Kirim Sebelum (WIB)', en: 'Ship by (WIB)' }, width: 17, value: (o) => when(o.shipBy) },
];

export type ListingVariantRow = {
  listing: ListingWithVariants;
  variant: ListingWithVariants['variants'][number];
};

/** Also the price and stock template of a marketplace: its first column is the key an import reads. */
export const LISTING_COLUMNS: SheetColumn<ListingVariantRow>[] = [
  {
    header: { id: 'ID Varian (jangan diubah)', en: 'Variant ID (do not change)' },
    width: 38,
    value: (r) => r.variant.id,
  },
  { header: { id: 'Toko', en: 'Shop' }, width: 22, value: (r) => r.listing.shopname },
  {
    header: { id: 'ID Produk Marketplace', en: 'Marketplace product ID' },
    width: 18,
    value: (r) => r.listing.externalId,
  },
  { header: { id: 'Nama Produk', en: 'Product name' }, width: 40, value: (r) => r.listing.name },
  { header: { id: 'Status', en: 'Status' }, width: 12, value: (r, l) => LISTING_STATUS[l][r.listing.status] },
  { header: { id: 'Varian', en: 'Variant' }, width: 20, value: (r) => r.variant.name },
  { header: { id: 'SKU', en: 'SKU' }, width: 18, value: (r) => r.variant.sku },
  { header: { id: 'Harga (Rp)', en: 'Price (Rp)' }, width: 14, numeric: true, value: (r) => r.variant.price },
  { header: { id: 'Stok', en: 'Stock' }, width: 10, numeric: true, value: (r) => r.variant.stock },
];
/** Where an import finds its key and values (0-based), in LISTING_COLUMNS and STOCK_COLUMNS. */
export const LISTING_IMPORT = { key: 0, sku: 6, price: 7, stock: 8 } as const;

export const STOCK_COLUMNS: SheetColumn<StockSheetRow>[] = [
  { header: { id: 'SKU', en: 'SKU' }, width: 20, value: (r) => r.sku },
  { header: { id: 'Produk Master', en: 'Master product' }, width: 36, value: (r) => r.productName },
  { header: { id: 'Varian', en: 'Variant' }, width: 20, value: (r) => r.name },
  { header: { id: 'Stok', en: 'Stock' }, width: 10, numeric: true, value: (r) => r.stock },
  {
    header: { id: 'Terjual Tanpa Stok', en: 'Oversold' },
    width: 12,
    numeric: true,
    value: (r) => r.oversold,
  },
  {
    header: { id: 'Listing Terhubung', en: 'Linked listings' },
    width: 12,
    numeric: true,
    value: (r) => r.linkedCount,
  },
  { header: { id: 'Diubah (WIB)', en: 'Changed (WIB)' }, width: 17, value: (r) => when(r.updatedAt) },
];
export const STOCK_IMPORT = { key: 0, stock: 3 } as const;

export const STOCK_LOG_COLUMNS: SheetColumn<StockLogSheetRow>[] = [
  { header: { id: 'Waktu (WIB)', en: 'Time (WIB)' }, width: 17, value: (r) => when(r.createdAt) },
  { header: { id: 'SKU', en: 'SKU' }, width: 20, value: (r) => r.sku },
  { header: { id: 'Produk Master', en: 'Master product' }, width: 36, value: (r) => r.productName },
  { header: { id: 'Sebelum', en: 'Before' }, width: 10, numeric: true, value: (r) => r.before },
  { header: { id: 'Sesudah', en: 'After' }, width: 10, numeric: true, value: (r) => r.after },
  { header: { id: 'Perubahan', en: 'Change' }, width: 10, numeric: true, value: (r) => r.change },
  {
    header: { id: 'Alasan', en: 'Reason' },
    width: 14,
    value: (r, l) => STOCK_REASON[l][r.reason] ?? r.reason,
  },
  { header: { id: 'Referensi', en: 'Reference' }, width: 22, value: (r) => r.reference },
  { header: { id: 'Toko', en: 'Shop' }, width: 22, value: (r) => r.shopname },
  {
    header: { id: 'Marketplace', en: 'Marketplace' },
    width: 14,
    value: (r) => (r.marketplace ? marketplaceLabel(r.marketplace) : null),
  },
  {
    header: { id: 'Oleh', en: 'By' },
    width: 18,
    value: (r, l) => r.actor ?? (l === 'id' ? 'Sistem' : 'System'),
  },
];

/** The header row of a sheet in one language. */
export const headersOf = <Row>(columns: SheetColumn<Row>[], locale: Locale) =>
  columns.map((c) => c.header[locale]);
