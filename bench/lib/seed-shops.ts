import type pg from 'pg';

/**
 * The account of `email` and five connected Shopee shops for it, written straight into the tables
 * (tokens absent: nothing calls a platform). `externalPrefix` and `namePrefix` keep each bench's
 * shops apart: the shop ids are `<externalPrefix>1..5`, the names `<namePrefix>1..5`.
 */
export async function seedBenchShops(
  client: pg.Client,
  email: string,
  names: { externalPrefix: string; namePrefix: string },
) {
  const { rows: users } = await client.query('select id from users where email = $1', [email]);
  const accountId = users[0]?.id as string;
  if (!accountId) throw new Error(`no account ${email}`);
  const { rows: shops } = await client.query(
    `insert into shops (account_id, marketplace, app_category, external_shop_id, shop_name, status)
     select $1, 'shopee', 'app', $2::text || g, $3::text || g, 'connect' from generate_series(1, 5) g
     returning id`,
    [accountId, names.externalPrefix, names.namePrefix],
  );
  return { accountId, shopIds: shops.map((s) => s.id as string) };
}
