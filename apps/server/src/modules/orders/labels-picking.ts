import { type PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { type MessageKey, type MessageParams, t } from '../../platform/i18n/index.ts';
import { A4_SIZE } from './labels-pdf.ts';

export type PickingOrder = {
  orderNumber: string;
  /** Shipping the buyer paid ("Ongkir Rp 18.200" closes the order's line). */
  shippingFee: number;
  items: { sku: string; name: string; quantity: number }[];
};

const MARGIN = 28;
const SIZE = 8;
const LINE = 9;
const GUTTER = 8;
/** Two columns and a quantity right-aligned on the right margin. */
const FIRST_X = MARGIN;
const SECOND_X = 170;
const RIGHT = A4_SIZE[0] - MARGIN;
const QUANTITY_WIDTH = 40;
const FIRST_WIDTH = SECOND_X - FIRST_X - GUTTER;
const SECOND_WIDTH = RIGHT - QUANTITY_WIDTH - SECOND_X;

/** The standard fonts speak WinAnsi only: accents are dropped, anything else becomes '?'. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?');
}

function truncated(text: string, font: PDFFont, width: number): string {
  let out = printable(text);
  if (font.widthOfTextAtSize(out, SIZE) <= width) return out;
  while (out.length > 0 && font.widthOfTextAtSize(`${out}...`, SIZE) > width) out = out.slice(0, -1);
  return `${out}...`;
}

/** `parts` joined with ', ' and broken into lines no wider than `width` (a part never splits). */
function wrapped(parts: readonly string[], font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of parts.map((p) => truncated(p, font, width))) {
    const candidate = line ? `${line}, ${part}` : part;
    if (line && font.widthOfTextAtSize(`${candidate},`, SIZE) > width) {
      lines.push(`${line},`);
      line = part;
    } else line = candidate;
  }
  return line ? [...lines, line] : lines;
}

/** Writes rows top to bottom, starting a new A4 page when one is full. */
function pageWriter(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = doc.addPage(A4_SIZE);
  let y = A4_SIZE[1] - MARGIN;
  const ensureRoom = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4_SIZE);
    y = A4_SIZE[1] - MARGIN;
  };
  return {
    heading(text: string, size: number) {
      ensureRoom(size + LINE);
      y -= size + 4;
      page.drawText(printable(text), { x: MARGIN, y, size, font: fonts.bold });
      y -= 2;
    },
    /** One row: the first column, the second (several lines when wrapped) and the quantity. */
    row(first: string, second: readonly string[], quantity: string, bold = false) {
      const font = bold ? fonts.bold : fonts.regular;
      ensureRoom(LINE * Math.max(1, second.length));
      y -= LINE;
      page.drawText(truncated(first, font, FIRST_WIDTH), { x: FIRST_X, y, size: SIZE, font });
      const q = truncated(quantity, font, QUANTITY_WIDTH);
      page.drawText(q, { x: RIGHT - font.widthOfTextAtSize(q, SIZE), y, size: SIZE, font });
      for (const [i, line] of second.entries()) {
        if (i > 0) y -= LINE;
        page.drawText(line, { x: SECOND_X, y, size: SIZE, font });
      }
    },
    gap() {
      y -= LINE;
    },
  };
}

/** Quantities per SKU (items without a SKU are told apart by name), sorted by SKU. */
function totalsBySku(orders: readonly PickingOrder[]) {
  const bySku = new Map<string, { sku: string; name: string; quantity: number }>();
  for (const item of orders.flatMap((o) => o.items)) {
    const key = item.sku || `\u0000${item.name}`;
    const entry = bySku.get(key) ?? { sku: item.sku, name: item.name, quantity: 0 };
    entry.quantity += item.quantity;
    bySku.set(key, entry);
  }
  return [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku) || a.name.localeCompare(b.name));
}

const skuOf = (item: { sku: string; name: string }) => item.sku || item.name;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Appends the picking list (in Indonesian: the job has no caller's locale): each order's SKUs and
 * quantities, then the quantity of each SKU to take from the shelves, then the totals. One A4 page
 * for a usual batch; it flows onto more pages when needed.
 */
export async function appendPickingList(doc: PDFDocument, orders: readonly PickingOrder[]) {
  const text = (key: MessageKey, params?: MessageParams) => t('id', key, params);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const write = pageWriter(doc, fonts);
  const quantity = text('orders.pickingList.quantity');

  write.heading(text('orders.pickingList.title'), 14);
  write.heading(text('orders.pickingList.byOrder'), 10);
  write.row(text('orders.pickingList.orderNumber'), [text('orders.pickingList.items')], quantity, true);
  for (const order of orders) {
    const items = order.items.map((item) => `${skuOf(item)} x${item.quantity}`);
    // The shipping its buyer paid closes the order's line (one line for a usual order: a batch
    // keeps fitting one A4 page).
    const shipping = text('orders.pickingList.shipping', { fee: order.shippingFee });
    const lines = wrapped([...items, shipping], fonts.regular, SECOND_WIDTH);
    write.row(order.orderNumber, lines, String(sum(order.items.map((i) => i.quantity))));
  }

  write.gap();
  write.heading(text('orders.pickingList.bySku'), 10);
  write.row(text('orders.pickingList.sku'), [text('orders.pickingList.product')], quantity, true);
  const skus = totalsBySku(orders);
  for (const entry of skus) {
    write.row(entry.sku || '-', [truncated(entry.name, fonts.regular, SECOND_WIDTH)], String(entry.quantity));
  }

  write.gap();
  const items = sum(skus.map((s) => s.quantity));
  write.heading(text('orders.pickingList.total', { orders: orders.length, items }), 10);
}
