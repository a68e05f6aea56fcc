import { settleAfterBulkLoad, withDatabase } from './database.ts';
import { seedBenchShops } from './seed-shops.ts';

/**
 * Bench data written straight into the tables: five connected Shopee shops for one account and
 * `count` listings spread over them, one or three variants each, names from a small Indonesian
 * vocabulary so searches hit a realistic share of rows. Tokens are absent (nothing calls a platform).
 */
export async function seedListings(databaseUrl: string, email: string, count: number) {
  return withDatabase(databaseUrl, async (client) => {
    const { accountId, shopIds } = await seedBenchShops(client, email, {
      externalPrefix: 'bench-',
      namePrefix: 'Toko Bench ',
    });
    await client.query(
      `with words as (
         select array['Kaos','Kemeja','Celana','Sepatu','Tas','Jaket','Hijab','Dompet','Topi','Sandal',
                      'Botol','Lampu','Kabel','Casing','Headset','Panci','Sendok','Bantal','Sprei','Handuk'] as nouns,
                array['Polos','Premium','Original','Murah','Katun','Kulit','Anak','Pria','Wanita','Sport',
                      'Import','Lokal','Jumbo','Mini','Motif','Basic','Elegan','Kekinian','Grosir','Promo'] as adjectives
       )
       insert into listings (account_id, shop_id, marketplace, external_id, name, status, platform_status,
                             category_id, min_price, max_price, total_stock, variant_count, skus, search_text,
                             platform_updated_at, synced_at, created_at, updated_at)
       select $1, ($2::uuid[])[1 + g % 5], 'shopee', 'bench-' || g, name,
              (array['live','live','live','live','unlisted','soldout','violation'])[1 + g % 7],
              'NORMAL', '100011', price, price + (g % 3) * 5000, (g * 13) % 250, 1 + 2 * (g % 2),
              array['SKU-' || g, 'SKU-' || g || '-B'], lower(name || ' sku-' || g || ' sku-' || g || '-b'),
              now() - (g || ' minutes')::interval, now(), now(), now() - (g || ' minutes')::interval
       from generate_series(1, $3::int) g, words,
       lateral (select nouns[1 + g % 20] || ' ' || adjectives[1 + (g / 20) % 20] || ' ' ||
                       adjectives[1 + (g / 400) % 20] || ' Seri ' || g as name,
                       10000 + (g % 200) * 1000 as price) v`,
      [accountId, shopIds, count],
    );
    await client.query(
      `insert into listing_variants (account_id, listing_id, external_id, sku, name, price, stock)
       select l.account_id, l.id, l.external_id || '-1', l.skus[1], 'Default', l.min_price, l.total_stock
       from listings l where l.account_id = $1`,
      [accountId],
    );
    await settleAfterBulkLoad(client, 'listings', 'listing_variants');
    return { accountId, shopIds };
  });
}
