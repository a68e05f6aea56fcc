import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.ts';
import { campaignReservations } from './tables.ts';

/**
 * The units platform campaigns hold of these variants (a variant without a reservation is left out);
 * a campaign past the end the platform named holds nothing, even before its row is cleared.
 */
export async function reservedUnits(
  ex: Executor,
  accountId: string,
  variantIds: readonly string[],
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await ex
    .select({ variantId: campaignReservations.variantId, reserved: campaignReservations.reserved })
    .from(campaignReservations)
    .where(
      and(
        eq(campaignReservations.accountId, accountId),
        inArray(campaignReservations.variantId, [...variantIds]),
        or(isNull(campaignReservations.endsAt), gt(campaignReservations.endsAt, sql`now()`)),
      ),
    );
  return new Map(rows.map((r) => [r.variantId, r.reserved]));
}
