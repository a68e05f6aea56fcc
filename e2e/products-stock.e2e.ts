import { expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import {
  logInWithShops,
  openShopListings,
  type SandboxProduct,
  sandboxProduct,
  sandboxProducts,
  sandboxShops,
  waitUntil,
} from './support/sandbox.ts';

const { baseURL, session } = useBrowser();

/** A listed product of the sandbox shop with at least two variants; its first variant is used. */
function pickListing(products: SandboxProduct[], listed: string, skip: (p: SandboxProduct) => boolean) {
  const product = products.find((p) => p.status === listed && p.variants.length >= 2 && !skip(p));
  expect(product, 'a listed product with variants').toBeDefined();
  return { product: product as SandboxProduct, variant: (product as SandboxProduct).variants[0] };
}

/** A SKU code in an accessible name, not as the prefix of a longer code. */
const skuPattern = (sku: string) => new RegExp(`${sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

// Shops no other journey connects: the second TikTok shop and the second Bukalapak shop.
it('a seller links listings of two shops to a master product, changes its stock, and both shops get it', async () => {
  const { page } = session;
  const [tiktokShop] = (await sandboxShops(baseURL, 'tiktok')).slice(1, 2);
  const [bukalapakShop] = (await sandboxShops(baseURL, 'bukalapak')).slice(1, 2);

  await logInWithShops(page, 'seller@booster.test', ['tiktok', tiktokShop], ['bukalapak', bukalapakShop]);

  // The listings to link, read from the sandbox's own data.
  const first = pickListing(await sandboxProducts(baseURL, 'tiktok', tiktokShop.id), 'ACTIVATE', () => false);
  const second = pickListing(
    await sandboxProducts(baseURL, 'bukalapak', bukalapakShop.id),
    'active',
    (p) => p.name === first.product.name,
  );

  // Connecting started each shop's import: all their products show in the marketplace lists.
  await openShopListings(page, 'tiktok', tiktokShop.name, { min: tiktokShop.productCount });
  await openShopListings(page, 'bukalapak', bukalapakShop.name, { min: bukalapakShop.productCount });
  await page.getByLabel('Cari produk').fill(second.variant.sku);
  await page
    .getByRole('table', { name: 'Daftar produk' })
    .getByRole('row', { name: skuPattern(second.variant.sku) })
    .waitFor();

  // A master product whose one SKU has the code of the TikTok listing's first variant.
  await page.goto('/panel/product/master/new');
  const masterName = `Master ${first.product.name}`;
  await page.getByLabel('Nama Produk').fill(masterName);
  await page.getByLabel('Kode SKU Tanpa variasi').fill(first.variant.sku);
  await page.getByLabel('Harga Tanpa variasi').fill('150000');
  await page.getByLabel('Stok Tanpa variasi').fill('10');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Master produk berhasil dibuat').waitFor();
  await page.waitForURL(/\/panel\/product\/master\/[^/]+\/edit$/);

  // Link the TikTok listing from the suggestions (same SKU code)...
  await page.getByRole('button', { name: 'Hubungkan Listing' }).click();
  const linkModal = page.getByRole('dialog', { name: 'Hubungkan Listing' });
  await linkModal
    .getByRole('checkbox', { name: `Hubungkan ${first.variant.sku} dari ${tiktokShop.name}` })
    .check();
  await linkModal.getByRole('button', { name: 'Hubungkan 1 Listing' }).click();
  await page.getByText('1 listing berhasil dihubungkan').waitFor();

  // ...and a Bukalapak listing's variant by a manual search on its SKU.
  await linkModal.getByRole('tab', { name: 'Cari Manual' }).click();
  await linkModal
    .getByRole('searchbox', { name: 'Cari nama produk atau SKU listing' })
    .fill(second.variant.sku);
  const candidates = linkModal.getByRole('table', { name: 'Listing marketplace' });
  // The search lists every variant of the matching listing; the row of the wanted variant links it.
  const candidate = candidates.getByRole('row', { name: skuPattern(second.variant.sku) });
  await candidate
    .getByRole('button', { name: `Hubungkan ${second.product.name} dari ${bukalapakShop.name}` })
    .click();
  await candidate.getByText('Sudah terhubung').waitFor();
  await page.keyboard.press('Escape');
  await linkModal.waitFor({ state: 'hidden' });

  const linked = page.getByRole('table', { name: `Listing terhubung ke ${first.variant.sku}` });
  await linked.getByRole('row', { name: new RegExp(tiktokShop.name) }).waitFor();
  await linked.getByRole('row', { name: new RegExp(bukalapakShop.name) }).waitFor();

  // Change the central stock on the SKU's stock page.
  await page.getByRole('link', { name: /\(ubah di Daftar Stok\)/ }).click();
  await page.waitForURL(/\/panel\/product\/stock\/[^/]+\/edit$/);
  // A value neither listing has yet.
  const newStock = Math.max(first.variant.stock, second.variant.stock) + 37;
  await page.getByLabel('Stok Baru').fill(String(newStock));
  await page.getByLabel('Catatan').fill('hasil stock opname');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText(`Stok berhasil diubah menjadi ${newStock}`).waitFor();
  await page.getByRole('heading', { name: `Stok pusat saat ini ${newStock}` }).waitFor();

  // Both shops' own data carry the new stock.
  const stockIn = async (platform: 'tiktok' | 'bukalapak', shopId: string, pick: typeof first) => {
    const product = await waitUntil(
      () => sandboxProduct(baseURL, platform, shopId, pick.product.id),
      (p) => p.variants.find((v) => v.id === pick.variant.id)?.stock === newStock,
      { timeoutMs: 20_000, what: `${platform} ${pick.variant.sku} stock ${newStock}` },
    );
    return product.variants.find((v) => v.id === pick.variant.id)?.stock;
  };
  expect(
    await Promise.all([
      stockIn('tiktok', tiktokShop.id, first),
      stockIn('bukalapak', bukalapakShop.id, second),
    ]),
  ).toEqual([newStock, newStock]);

  // The linked listings show the pushed stock in Booster too.
  await waitUntil(
    async () => {
      await page.reload();
      const table = page.getByRole('table', { name: `Listing terhubung ke ${first.variant.sku}` });
      await table.waitFor();
      return (await table.getByRole('row', { name: new RegExp(`\\b${newStock}\\b`) }).count()) as number;
    },
    (rows) => rows === 2,
    { timeoutMs: 15_000, intervalMs: 500, what: 'both links showing the new stock' },
  );
}, 90_000); // typically 20-40 s; the two imports and the pushes wait on the job queue's 1 s polls
