import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFPage, type PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { A4_SIZE, A6_SIZE, mergeLabels } from './labels-pdf.ts';
import { appendPickingList, type PickingOrder } from './labels-picking.ts';

/** A label document of `pages` pages of the given size (points). */
async function label(size: [number, number], pages = 1): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage(size).drawRectangle({ x: 10, y: 10, width: 20, height: 20 });
  return PDFDocument.load(await doc.save());
}

const sizeOf = (page: PDFPage) => [Math.round(page.getWidth()), Math.round(page.getHeight())];
const rounded = (size: [number, number]) => size.map(Math.round);

/** The text strings drawn on a page, in drawing order (pdf-lib writes them as hex strings). */
function textsOf(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams.flatMap((stream) => {
    const raw = (stream as PDFRawStream).getContents();
    let bytes: Uint8Array = raw;
    try {
      bytes = inflateSync(raw);
    } catch {
      // not compressed
    }
    const ops = Buffer.from(bytes).toString('latin1');
    return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
  });
}

describe('merging shipping labels', () => {
  it("puts every label page on its own A6 page, whatever size the platform's label is", async () => {
    const merged = await mergeLabels(
      [await label([595, 842]), await label([288, 432], 2), await label([298, 421])],
      'a6',
    );
    expect(merged.getPages().map(sizeOf)).toEqual(Array(4).fill(rounded(A6_SIZE)));
  });

  it('puts four labels on each A4 page', async () => {
    const labels = [
      ...(await Promise.all(Array.from({ length: 5 }, () => label([298, 421])))),
      await label([298, 421], 2),
    ];
    const merged = await mergeLabels(labels, 'a4');
    expect(merged.getPages().map(sizeOf)).toEqual([rounded(A4_SIZE), rounded(A4_SIZE)]);
  });
});

describe('the picking list', () => {
  const orders: PickingOrder[] = [
    {
      orderNumber: '2611220001',
      shippingFee: 18200,
      items: [
        { sku: 'KAOS-M', name: 'Kaos Polos 👕 Café 中文', quantity: 2 },
        { sku: 'TOPI-1', name: 'Topi Baseball', quantity: 1 },
      ],
    },
    {
      orderNumber: '2611220002',
      shippingFee: 0,
      items: [{ sku: 'KAOS-M', name: 'Kaos Polos 👕 Café 中文', quantity: 3 }],
    },
  ];

  it('lists each order, the quantity per SKU and the totals on one A4 page', async () => {
    const doc = await PDFDocument.create();
    await appendPickingList(doc, orders);
    expect(doc.getPages().map(sizeOf)).toEqual([rounded(A4_SIZE)]);
    const texts = textsOf(doc, doc.getPages()[0]);
    expect(texts.slice(0, 2)).toEqual(['Daftar Ambil Barang', 'Per Pesanan']);
    // Per order: its number, its total quantity, its SKUs and the shipping its buyer paid.
    expect(texts).toEqual(
      expect.arrayContaining(['2611220001', '3', 'KAOS-M x2, TOPI-1 x1, Ongkir Rp 18.200']),
    );
    expect(texts).toContain('KAOS-M x3, Ongkir Rp 0');
    // Per SKU: KAOS-M from both orders; a name outside the standard font keeps what it can.
    const kaos = texts.indexOf('KAOS-M');
    expect(texts.slice(kaos, kaos + 3)).toEqual(['KAOS-M', '5', 'Kaos Polos ? Cafe ??']);
    expect(texts.at(-1)).toBe('Total: 2 pesanan, 6 barang');
  });

  it('flows onto more A4 pages when the orders do not fit on one', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      orderNumber: `26112200${i}`,
      shippingFee: 9000,
      items: [{ sku: `SKU-${i}`, name: `Produk ${i}`, quantity: 1 }],
    }));
    const doc = await PDFDocument.create();
    await appendPickingList(doc, many);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getPages().every((p) => sizeOf(p).join() === rounded(A4_SIZE).join())).toBe(true);
    expect(textsOf(doc, doc.getPages().at(-1) as PDFPage).at(-1)).toBe('Total: 150 pesanan, 150 barang');
  });
});
