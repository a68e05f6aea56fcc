import type { bulkShippingBodySchema, shippingOptionsSchema } from '@booster/contracts';
import type { z } from 'zod';

export type ShippingOptions = z.infer<typeof shippingOptionsSchema>;
export type ShippingMethod = 'pickup' | 'dropoff';
export type BulkShippingBody = z.infer<typeof bulkShippingBodySchema>;
type ShippingOrder = BulkShippingBody['orders'][number];

/**
 * One choice of how to hand parcels over. Slots are matched by their label because each shop has its
 * own slot ids for the same pickup time; branches keep their id (the courier's drop-off point).
 */
export type ShippingChoice = { method: ShippingMethod; slotLabel: string | null; branchId: string | null };

/** Orders the platform lets us ship now: no error and at least one way to hand the parcel over. */
export function isShippable(option: ShippingOptions): boolean {
  return option.error === null && (option.pickup !== null || option.dropoff !== null);
}

/** Every pickup slot label on offer, in the order first seen. */
export function slotLabelsOf(options: readonly ShippingOptions[]): string[] {
  return [...new Set(options.flatMap((o) => o.pickup?.slots.map((s) => s.label) ?? []))];
}

/** Every drop-off branch on offer, once each. */
export function branchesOf(options: readonly ShippingOptions[]): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const branch of options.flatMap((o) => o.dropoff?.branches ?? [])) byId.set(branch.id, branch.name);
  return [...byId].map(([id, name]) => ({ id, name }));
}

/**
 * The choice for all orders when the page opens: pickup when most shippable orders offer it (the seller
 * stays at the shop), the earliest slot, and the first drop-off branch for a switch to drop-off.
 */
export function defaultChoice(options: readonly ShippingOptions[]): ShippingChoice {
  const shippable = options.filter(isShippable);
  const withPickup = shippable.filter((o) => o.pickup !== null && o.pickup.slots.length > 0).length;
  const method: ShippingMethod = withPickup > 0 && withPickup * 2 >= shippable.length ? 'pickup' : 'dropoff';
  return {
    method,
    slotLabel: slotLabelsOf(shippable)[0] ?? null,
    branchId: branchesOf(shippable)[0]?.id ?? null,
  };
}

/**
 * What one order is sent with: its own override, else the choice for all, falling back to the method the
 * order offers, and to its first slot or branch when the chosen one is not offered for it. Null when the
 * order cannot be shipped.
 */
export function resolveChoice(option: ShippingOptions, choice: ShippingChoice): ShippingOrder | null {
  if (!isShippable(option)) return null;
  const pickup = option.pickup && option.pickup.slots.length > 0 ? option.pickup : null;
  const method: ShippingMethod =
    choice.method === 'pickup' ? (pickup ? 'pickup' : 'dropoff') : option.dropoff ? 'dropoff' : 'pickup';
  if (method === 'pickup') {
    if (!pickup) return null;
    const slot = pickup.slots.find((s) => s.label === choice.slotLabel) ?? pickup.slots[0];
    return { id: option.orderId, method: 'pickup', addressId: pickup.addressId, slotId: slot.id };
  }
  const branches = option.dropoff?.branches ?? [];
  const branch = branches.find((b) => b.id === choice.branchId) ?? branches[0];
  return { id: option.orderId, method: 'dropoff', ...(branch ? { branchId: branch.id } : {}) };
}

/** The request body: every shippable order with its override or the common choice. */
export function shippingBodyOf(
  options: readonly ShippingOptions[],
  common: ShippingChoice,
  overrides: ReadonlyMap<string, ShippingChoice>,
): BulkShippingBody {
  return {
    orders: options
      .map((o) => resolveChoice(o, overrides.get(o.orderId) ?? common))
      .filter((o): o is ShippingOrder => o !== null),
  };
}
