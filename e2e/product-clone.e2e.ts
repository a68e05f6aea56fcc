import { AxeBuilder } from '@axe-core/playwright';
import type { ClonePreview } from '@booster/contracts';
import { clonePrice } from '@booster/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shoot, useBrowser } from './support/browser.ts';
import {
  connectShopThroughConsent,
  logInWithShops,
  openShopListings,
  type SandboxProduct,
  sandboxProducts,
  sandboxShops,
} from './support/sandbox.ts';
import { pickFirstOption } from './support/select.ts';

const { baseURL, session } = useBrowser();

/** WCAG 2 A/AA rules axe finds broken on the page, each with the elements that break it. */
const axeRules = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** The sandbox's own products (any platform's), with the category each is listed in. */
type CategorizedProduct = SandboxProduct & { categoryId: number };

/**
 * Three products of the source to copy: two of one category (its suggestion accepted) and one of
 * another (mapped elsewhere by the seller). Names the shop uses once, long enough for Bukalapak's
 * minimum, with few variants, so a copy is found by name and keeps every variant.
 */
function chooseSources(products: SandboxProduct[]) {
  const named = new Map<string, number>();
  for (const p of products) named.set(p.name, (named.get(p.name) ?? 0) + 1);
  const fits = (products as CategorizedProduct[])
    .filter((p) => named.get(p.name) === 1 && p.name.length >= 25 && p.variants.length <= 4)
    .sort((a, b) => a.name.localeCompare(b.name));
  const byCategory = new Map<number, CategorizedProduct[]>();
  for (const p of fits) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p]);
  const first = [...byCategory.values()].find((group) => group.length >= 3);
  const other = first && fits.find((p) => p.categoryId !== first[0].categoryId);
  if (!first || !other) throw new Error('the source shop has too few products to choose from');
  // The fourth is for the second run.
  return { accepted: first.slice(0, 2), changed: other, later: first[2] };
}

/** Bukalapak ends the shop's grant: its access and refresh tokens no longer work. */
async function endBukalapakGrant(shopId: string) {
  const res = await fetch(`${baseURL}/sandbox/_control/expire-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'bukalapak', shopId, refresh: true }),
  });
  expect(res.status).toBe(200);
}

const RULE = { kind: 'percent' as const, value: 10, roundTo: 1000 as const };

/** The copy of `original` in the destination: its prices marked up by the rule, in the chosen category. */
function expectCopied(copies: CategorizedProduct[], original: SandboxProduct, categoryId: string) {
  const copy = copies.find((p) => p.name === original.name);
  expect(copy, original.name).toBeDefined();
  expect(
    copy?.variants.map((v) => v.price).sort((a, b) => a - b),
    original.name,
  ).toEqual(original.variants.map((v) => clonePrice(v.price, RULE, 'bukalapak')).sort((a, b) => a - b));
  expect(String(copy?.categoryId), original.name).toBe(categoryId);
}

async function tick(page: Page, name: string) {
  const products = page.getByRole('region', { name: 'Produk' });
  await products.getByRole('textbox', { name: 'Cari produk' }).fill(name);
  await products.getByRole('checkbox', { name, exact: true }).check();
}

/**
 * Clone Toko as a seller uses it: a Shopee shop's products into their Bukalapak shop. They choose
 * three products, accept one category suggestion and change another (by keyboard), answer the required
 * attributes once per destination category, set 10 % markup rounded up to Rp 1.000 and run it, watching
 * the progress and the bulk result dialog. The copies are then in the Bukalapak shop (the sandbox's own
 * data) with the marked-up prices and the chosen categories; the copied products are marked and cannot
 * be copied again. A second run meets a grant Bukalapak ended: the product fails with the re-integration
 * prompt, and after integrating the shop again "Salin ulang yang gagal" copies it.
 */
it('a seller clones chosen products from Shopee into Bukalapak, with a changed category and a markup, never twice, and the failed one again after re-integration', async () => {
  const { page } = session;
  // The platinum seller's Shopee product shop (boost, frames, order-money); Bukalapak's first shop is
  // this journey's alone.
  const source = (await sandboxShops(baseURL, 'shopee')).find((s) => s.name === 'Grosir Bintang Jaya');
  const [destination] = await sandboxShops(baseURL, 'bukalapak');
  if (!source || destination?.name !== 'Pusat Rezeki Mandiri') throw new Error('sandbox shops changed');
  const sourceProducts = await sandboxProducts(baseURL, 'shopee', source.id);
  const { accepted, changed, later } = chooseSources(sourceProducts);
  const before = new Set((await sandboxProducts(baseURL, 'bukalapak', destination.id)).map((p) => p.id));

  await logInWithShops(page, 'platinum@booster.test', ['shopee', source], ['bukalapak', destination]);
  await openShopListings(page, 'shopee', source.name, { min: sourceProducts.length });

  // Tools > Clone Toko.
  await page.getByRole('link', { name: /^Clone Toko/ }).click();
  await page.waitForURL('**/panel/product/clone');
  await page.getByText('Belum ada clone').waitFor();
  const previewRead = page.waitForResponse((r) => r.url().includes('/api/app/marketplace/copy/preview'));
  await page.getByRole('combobox', { name: 'Toko asal' }).click();
  await page.getByRole('option', { name: `${source.name} · Shopee` }).click();
  await page.getByRole('combobox', { name: 'Toko tujuan' }).click();
  await page.getByRole('option', { name: `${destination.name} · Bukalapak` }).click();
  const preview = (await (await previewRead).json()) as ClonePreview;
  const products = page.getByRole('region', { name: 'Produk' });
  await products
    .getByText(
      `${sourceProducts.length} produk di toko asal, 0 sudah pernah disalin ke toko tujuan (dilewati).`,
    )
    .waitFor();

  // Chosen products: only their two categories are mapped.
  await products.getByText('Pilih produk', { exact: true }).click();
  await page.getByText('Pilih produk yang akan disalin terlebih dahulu.').first().waitFor();
  expect(await page.getByRole('button', { name: 'Mulai Clone' }).isDisabled()).toBe(true);
  for (const p of [...accepted, changed]) await tick(page, p.name);
  await products.getByText('3 produk dipilih').waitFor();
  const mapping = page.getByRole('region', { name: 'Pemetaan kategori' });
  const boxes = mapping.getByRole('combobox', { name: /^Kategori tujuan untuk / });
  await expect.poll(() => boxes.count()).toBe(2);
  const categoryOf = (id: number) => {
    const c = preview.categories.find((x) => x.sourceCategoryId === String(id));
    if (!c?.suggestedCategoryId) throw new Error(`no suggestion for category ${id}`);
    return c;
  };
  const kept = categoryOf(accepted[0].categoryId);
  const moved = categoryOf(changed.categoryId);
  const destinationCategory = (id: string) =>
    preview.destinationCategories.find((c) => c.id === id) as ClonePreview['destinationCategories'][number];
  const label = (c: { name: string; path: string[] }) => [...c.path, c.name].join(' › ');
  expect(
    await mapping.getByRole('combobox', { name: `Kategori tujuan untuk ${kept.sourceName}` }).inputValue(),
  ).toBe(label(destinationCategory(kept.suggestedCategoryId as string)));
  // The seller moves the other category to a sibling of the suggestion, by keyboard.
  const suggested = destinationCategory(moved.suggestedCategoryId as string);
  const sibling = preview.destinationCategories.find(
    (c) =>
      c.id !== suggested.id && c.path.join() === suggested.path.join() && c.id !== kept.suggestedCategoryId,
  );
  if (!sibling) throw new Error(`no other category beside ${suggested.name}`);
  const movedBox = mapping.getByRole('combobox', { name: `Kategori tujuan untuk ${moved.sourceName}` });
  await movedBox.focus();
  await movedBox.fill(sibling.name);
  await page.getByRole('option', { name: label(sibling) }).waitFor();
  await movedBox.press('ArrowDown');
  await movedBox.press('Enter');
  await expect.poll(() => movedBox.inputValue()).toBe(label(sibling));

  // Required attributes: asked once for each of the two destination categories, every one answered.
  const attributes = page.getByRole('region', { name: 'Atribut wajib' });
  for (const c of [destinationCategory(kept.suggestedCategoryId as string), sibling])
    await attributes.getByRole('heading', { name: `Kategori ${c.name}` }).waitFor();
  for (const box of await attributes.getByRole('combobox').all())
    if ((await box.inputValue()) === '') await pickFirstOption(box);
  for (const field of await attributes.getByRole('textbox').all())
    if ((await field.inputValue()) === '') await field.fill('Tanpa Merek');

  // Price rule: 10 %, rounded up to Rp 1.000, with an example on one of the shop's prices.
  const price = page.getByRole('region', { name: 'Aturan harga' });
  await price.getByRole('textbox', { name: 'Markup (%)' }).fill('10');
  await price.getByRole('combobox', { name: 'Pembulatan ke atas' }).click();
  await page.getByRole('option', { name: 'Ke Rp 1.000' }).click();
  // The example is the first chosen product's price.
  const chosenNames = new Set([...accepted, changed].map((p) => p.name));
  const example = (preview.products.find((p) => chosenNames.has(p.name)) as { minPrice: number }).minPrice;
  const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
  await price
    .getByText(`Contoh: ${rupiah(example)} menjadi ${rupiah(clonePrice(example, RULE, 'bukalapak'))}`)
    .waitFor();
  await shoot(page, 'clone-form');
  expect(await axeRules(page)).toEqual([]);

  // Run: progress, then the bulk result dialog.
  await page.getByRole('button', { name: 'Mulai Clone' }).click();
  await page.getByText('Clone dimulai').waitFor();
  const bar = page.getByRole('progressbar', { name: 'Progres clone' });
  await bar.waitFor();
  // The bar is brought into view: the button is at the foot of a long form.
  await expect
    .poll(() => bar.evaluate((el) => el.getBoundingClientRect().bottom < window.innerHeight))
    .toBe(true);
  const result = page.getByRole('dialog', { name: 'Hasil Clone Toko' });
  await result.waitFor({ timeout: 60_000 });
  await result.getByRole('status', { name: 'Berhasil: 3' }).waitFor();
  await result.getByRole('status', { name: 'Gagal: 0' }).waitFor();
  await shoot(page, 'clone-result');
  await result.getByRole('button', { name: 'Tutup' }).click();
  const runs = page.getByRole('region', { name: 'Riwayat clone' });
  await runs.getByText('3 berhasil · 0 gagal · 0 dilewati dari 3').waitFor();

  // The Bukalapak shop holds the three copies: once each, the marked-up prices, the chosen categories.
  const copiesOf = async () =>
    ((await sandboxProducts(baseURL, 'bukalapak', destination.id)) as CategorizedProduct[]).filter(
      (p) => !before.has(p.id),
    );
  const copies = await copiesOf();
  expect(copies.map((p) => p.name).sort()).toEqual([...accepted, changed].map((p) => p.name).sort());
  for (const original of accepted) expectCopied(copies, original, kept.suggestedCategoryId as string);
  expectCopied(copies, changed, sibling.id);

  // Without reloading: the copies are marked, cannot be chosen again, and left the selection.
  await products.getByText(`${sourceProducts.length} produk di toko asal, 3 sudah pernah disalin`).waitFor();
  await products.getByText('0 produk dipilih').waitFor();
  await products.getByRole('textbox', { name: 'Cari produk' }).fill(accepted[0].name);
  await products.getByText('Sudah disalin').waitFor();
  expect(await products.getByRole('checkbox', { name: accepted[0].name, exact: true }).isDisabled()).toBe(
    true,
  );

  // A second run while Bukalapak has ended the shop's grant: the product fails with the re-integration
  // prompt; the seller integrates the shop again and copies the failed one from the run list. The
  // category choice is remembered.
  await tick(page, later.name);
  await mapping.getByRole('combobox', { name: `Kategori tujuan untuk ${kept.sourceName}` }).waitFor();
  await mapping.getByText('Pilihan sebelumnya').waitFor();
  await endBukalapakGrant(destination.id);
  await page.getByRole('button', { name: 'Mulai Clone' }).click();
  const second = page.getByRole('dialog', { name: 'Hasil Clone Toko' });
  await second.waitFor({ timeout: 60_000 });
  await second.getByRole('status', { name: 'Gagal: 1' }).waitFor();
  // The failure names the shop to integrate again: the destination, not where the product came from.
  const reason = second.getByRole('list', { name: 'Alasan gagal' }).getByRole('listitem');
  await reason.getByText(later.name).waitFor();
  await reason.getByText(` · ${destination.name}`).waitFor();
  await second.getByText('Toko Anda Perlu Diintegrasi Ulang!').waitFor();
  await shoot(page, 'clone-reconnect');
  await second.getByRole('button', { name: 'Integrasi Ulang' }).click();
  await page.waitForURL('**/panel/home');
  await connectShopThroughConsent(page, 'bukalapak', destination.name);
  await page.goto('/panel/product/clone');
  await runs.getByText('0 berhasil · 1 gagal · 0 dilewati dari 1').waitFor();
  await runs.getByRole('button', { name: 'Salin ulang yang gagal' }).click();
  const again = page.getByRole('dialog', { name: 'Hasil Clone Toko' });
  await again.waitFor({ timeout: 60_000 });
  await again.getByRole('status', { name: 'Berhasil: 1' }).waitFor();
  await again.getByRole('status', { name: 'Gagal: 0' }).waitFor();
  await again.getByRole('button', { name: 'Tutup' }).click();
  await runs.getByText('1 berhasil · 0 gagal · 0 dilewati dari 1').waitFor();
  const all = await copiesOf();
  expect(all.map((p) => p.name).sort()).toEqual([...accepted, changed, later].map((p) => p.name).sort());
  expectCopied(all, later, kept.suggestedCategoryId as string);

  // On a phone the run list keeps the route readable (the buttons wrap under it).
  await page.setViewportSize({ width: 390, height: 900 });
  const route = runs.getByText(`${source.name} (Shopee) → ${destination.name} (Bukalapak)`).first();
  await expect.poll(async () => (await route.boundingBox())?.width ?? 0).toBeGreaterThan(250);
  await shoot(page, 'clone-runs');
  expect(await axeRules(page)).toEqual([]);
}, 300_000);
