import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Executor, isUniqueViolation } from '../../platform/db/index.ts';
import { fieldError } from '../../platform/errors/index.ts';
import { masterSkus } from './tables.ts';

export const skuKey = (sku: string) => sku.trim().toLowerCase();

/**
 * SKU codes are unique per account, case-insensitive: a code repeated in the form or used by another
 * master product answers 400 on `skus.<i>.sku`.
 */
export async function assertSkuCodesFree(
  ex: Executor,
  accountId: string,
  skus: { sku: string }[],
  ownProductId: string | null,
) {
  const indexByKey = new Map<string, number>();
  skus.forEach((s, i) => {
    const key = skuKey(s.sku);
    if (indexByKey.has(key)) throw fieldError(`skus.${i}.sku`, 'validation.skuDuplicate');
    indexByKey.set(key, i);
  });
  const taken = await ex
    .select({ sku: masterSkus.sku })
    .from(masterSkus)
    .where(
      and(
        eq(masterSkus.accountId, accountId),
        inArray(sql`lower(${masterSkus.sku})`, [...indexByKey.keys()]),
        ownProductId ? ne(masterSkus.masterProductId, ownProductId) : undefined,
      ),
    );
  if (taken.length > 0) {
    const first = Math.min(...taken.map((t) => indexByKey.get(skuKey(t.sku)) ?? 0));
    throw fieldError(`skus.${first}.sku`, 'validation.skuTaken');
  }
}

/** A write that raced another one for the same code still answers 400, not 500. */
export async function withSkuCodeGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'master_skus_account_sku_key'))
      throw fieldError('skus.0.sku', 'validation.skuTaken');
    throw err;
  }
}
