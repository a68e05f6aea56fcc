import type { SheetPreview, StockDetail } from '@booster/contracts';
import { bulkRoutes, spreadsheetRoutes, stockRoutes } from '@booster/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  drainJobs,
  makeLinkedSku,
  sandboxProduct,
  sandboxStock,
  sharedSeller,
  takeVariants,
} from '../../test/builders.ts';
import { makeMember } from '../../test/factories.ts';
import { downloadFile, readXlsx, xlsxBase64 } from '../../test/sheets.ts';

const t = useTestApp({ listen: true });

const theSeller = sharedSeller(t, 'Rina Penjual', ['shopee']);

const fieldsOf = (body: unknown) =>
  (body as { details?: { fields?: Record<string, string> } }).details?.fields;

const drain = () => drainJobs(t.current);

const centralStock = async (token: string, id: string) =>
  ((await t.current.api.route(stockRoutes.detail, { params: { id }, token })).body as StockDetail).stock;

/** The stock template as the seller downloads it (current rows pre-filled), read back as rows. */
async function stockTemplate(token: string, search: string) {
  const file = await downloadFile(t.current, spreadsheetRoutes.exportStock.path, { search }, token);
  expect(file.status).toBe(200);
  return readXlsx(file.bytes);
}

describe('spreadsheet imports', () => {
  it('previews a stock template with one bad row without changing anything; the confirm applies the rest and pushes it', async () => {
    const seller = await theSeller();
    const tag = `IMP${Date.now().toString(36).toUpperCase()}`;
    const a = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5, sku: `${tag}-A` });
    const b = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5, sku: `${tag}-B` });
    const c = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 5, sku: `${tag}-C` });

    const [header, ...rows] = await stockTemplate(seller.token, tag);
    expect(rows.map((r) => r[0]).sort()).toEqual([a.sku, b.sku, c.sku]);
    const filled = rows.map((r) => {
      if (r[0] === a.sku) return [r[0], r[1], r[2], 9];
      if (r[0] === b.sku) return [r[0], r[1], r[2], 'sembilan'];
      return [r[0], r[1], r[2], '2'];
    });
    const file = await xlsxBase64([header, ...filled, ['TIDAK-ADA-1', '', '', 3], [a.sku, '', '', 1]]);

    const preview = await t.current.api.route(spreadsheetRoutes.previewStock, {
      body: { fileName: 'stok.xlsx', file },
      token: seller.token,
    });
    expect(preview.status).toBe(200);
    const body: SheetPreview = preview.body;
    expect(body.rows).toBe(5);
    expect(body.changes.map((ch) => [ch.sku, ch.field, ch.before, ch.after]).sort()).toEqual([
      [a.sku, 'stock', 5, 9],
      [c.sku, 'stock', 5, 2],
    ]);
    expect(body.errors.map((e) => [e.code, e.value])).toEqual(
      expect.arrayContaining([
        ['notANumber', 'sembilan'],
        ['unknownSku', 'TIDAK-ADA-1'],
        ['duplicate', a.sku],
      ]),
    );
    expect(body.errors).toHaveLength(3);

    // Nothing changed yet, in Booster or in the shop.
    await drain();
    for (const made of [a, b, c]) {
      expect(await centralStock(seller.token, made.skuId)).toBe(5);
      expect(await sandboxStock(t.current, made.targets[0])).toBe(5);
    }

    const confirmed = await t.current.api.route(spreadsheetRoutes.confirmStock, {
      params: { id: body._id },
      token: seller.token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ kind: 'stock', applied: 2, run: null });
    await drain();
    expect(await centralStock(seller.token, a.skuId)).toBe(9);
    expect(await centralStock(seller.token, b.skuId)).toBe(5);
    expect(await centralStock(seller.token, c.skuId)).toBe(2);
    // Pushed: the sandbox shop's own stock follows.
    expect(await sandboxStock(t.current, a.targets[0])).toBe(9);
    expect(await sandboxStock(t.current, b.targets[0])).toBe(5);
    expect(await sandboxStock(t.current, c.targets[0])).toBe(2);

    const log = await t.current.api.route(stockRoutes.log, {
      query: { masterSkuId: a.skuId },
      token: seller.token,
    });
    expect(log.body.docs[0]).toMatchObject({ reason: 'import', before: 5, after: 9, reference: 'stok.xlsx' });

    const again = await t.current.api.route(spreadsheetRoutes.confirmStock, {
      params: { id: body._id },
      token: seller.token,
    });
    expect(again.status).toBe(400);
    expect(fieldsOf(again.body)).toHaveProperty('id');
  });

  it('previews listing prices and stock from the product template and sends the good rows as a bulk run', async () => {
    const seller = await theSeller();
    const [good, bad] = await takeVariants(t.current, seller, seller.shopee, 2).catch(async () => [
      ...(await takeVariants(t.current, seller, seller.shopee, 1)),
      ...(await takeVariants(t.current, seller, seller.shopee, 1)),
    ]);
    const file = await downloadFile(
      t.current,
      spreadsheetRoutes.exportProducts.path,
      { shopId: seller.shopee._id },
      seller.token,
      { marketplace: 'shopee' },
    );
    const [header, ...rows] = await readXlsx(file.bytes);
    const goodRow = rows.find((r) => r[0] === good.variantId);
    const badRow = rows.find((r) => r[0] === bad.variantId) ?? [bad.variantId, '', '', '', '', '', '', 0, 0];
    expect(goodRow).toBeDefined();
    const before = await sandboxProduct(t.current, good);
    const goodBefore = before.variants.find((v) => v.id === good.sandboxVariantId);
    const sandboxBad = (await sandboxProduct(t.current, bad)).variants.find(
      (v) => v.id === bad.sandboxVariantId,
    );
    const newPrice = Number(goodRow?.[7]) + 1000;
    const upload = await xlsxBase64([
      header,
      [...(goodRow ?? []).slice(0, 7), newPrice, 7],
      [...badRow.slice(0, 7), 15000, -3],
    ]);

    const preview = await t.current.api.route(spreadsheetRoutes.previewListings, {
      params: { marketplace: 'shopee' },
      body: { fileName: 'harga.xlsx', file: upload },
      token: seller.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.changes.map((ch) => [ch.field, ch.after])).toEqual(
      expect.arrayContaining([
        ['price', newPrice],
        ['stock', 7],
      ]),
    );
    expect(preview.body.errors).toEqual([{ row: 3, column: 'Stok', code: 'negative', value: '-3' }]);
    await drain();
    expect(
      (await sandboxProduct(t.current, good)).variants.find((v) => v.id === good.sandboxVariantId),
    ).toEqual(goodBefore);

    const confirmed = await t.current.api.route(spreadsheetRoutes.confirmListings, {
      params: { id: preview.body._id },
      token: seller.token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.run).not.toBeNull();
    await drain();
    const run = await t.current.api.route(bulkRoutes.status, {
      params: { id: confirmed.body.run?._id ?? '' },
      token: seller.token,
    });
    expect(run.body).toMatchObject({ status: 'done', succeeded: 1, failed: 0 });
    const after = (await sandboxProduct(t.current, good)).variants.find(
      (v) => v.id === good.sandboxVariantId,
    );
    expect(after).toMatchObject({ price: newPrice, stock: 7 });
    const badAfter = (await sandboxProduct(t.current, bad)).variants.find(
      (v) => v.id === bad.sandboxVariantId,
    );
    expect(badAfter).toEqual(sandboxBad);
  });

  it('refuses a file that is not an .xlsx template with a 400 on the file', async () => {
    const seller = await theSeller();
    const csv = await t.current.api.route(spreadsheetRoutes.previewStock, {
      body: { fileName: 'stok.csv', file: Buffer.from('SKU,Stok\nA,1\n').toString('base64') },
      token: seller.token,
    });
    expect(csv.status).toBe(400);
    expect(fieldsOf(csv.body)).toEqual({
      file: 'File harus berupa Excel (.xlsx) dari template Booster',
    });

    const renamed = await t.current.api.route(spreadsheetRoutes.previewStock, {
      body: { fileName: 'stok.xlsx', file: Buffer.from('not a zip at all').toString('base64') },
      token: seller.token,
    });
    expect(renamed.status).toBe(400);
    expect(fieldsOf(renamed.body)).toHaveProperty('file');

    const otherColumns = await t.current.api.route(spreadsheetRoutes.previewStock, {
      body: {
        fileName: 'stok.xlsx',
        file: await xlsxBase64([
          ['Kode', 'Jumlah'],
          ['A', 1],
        ]),
      },
      token: seller.token,
    });
    expect(otherColumns.status).toBe(400);
    expect(fieldsOf(otherColumns.body)).toEqual({
      file: 'Kolom file tidak sesuai template. Unduh template lalu isi kembali',
    });
  });

  it("keeps previews and SKUs to their account: another seller's SKU is unknown and its preview is 404", async () => {
    const seller = await theSeller();
    const made = await makeLinkedSku(t.current, seller, [seller.shopee], { stock: 4 });
    const [header, row] = await stockTemplate(seller.token, made.sku);
    const file = await xlsxBase64([header, [row[0], row[1], row[2], 8]]);

    const other = await makeMember(t.current, { package: 'premium' });
    const otherToken = (await other.login()).accessToken;
    const foreign = await t.current.api.route(spreadsheetRoutes.previewStock, {
      body: { fileName: 'stok.xlsx', file },
      token: otherToken,
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.changes).toEqual([]);
    expect(foreign.body.errors).toEqual([{ row: 2, column: 'SKU', code: 'unknownSku', value: made.sku }]);

    const mine = await t.current.api.route(spreadsheetRoutes.previewStock, {
      body: { fileName: 'stok.xlsx', file },
      token: seller.token,
    });
    const stolen = await t.current.api.route(spreadsheetRoutes.confirmStock, {
      params: { id: mine.body._id },
      token: otherToken,
    });
    expect(stolen.status).toBe(404);
    expect(await centralStock(seller.token, made.skuId)).toBe(4);
  });
});
