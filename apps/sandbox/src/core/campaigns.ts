import type { Product, Variant } from './types.ts';

/** A campaign's reserved units before and after a change (the platforms' reserved-stock push). */
export type ReservedChange = {
  campaignId: string;
  old: number;
  new: number;
  action: string;
  /** The order that sold campaign units (Shopee's place_order). */
  orderId?: string;
};

/**
 * Puts a variant into a campaign (flash sale) that locks `reserved` of its units: the platform keeps
 * them for the campaign, so a seller tool must not push the variant's stock below them. A campaign
 * can lock no more than the variant holds.
 */
export function startCampaign(
  product: Product,
  variant: Variant,
  reserved: number,
  now: number,
  seconds = 86_400,
): ReservedChange | string {
  if (reserved > variant.stock) return `reserved ${reserved} exceeds the stock ${variant.stock}`;
  const old = variant.campaign?.reserved ?? 0;
  const id = variant.campaign?.id ?? `${product.id}${variant.id}`.slice(-12);
  variant.campaign = { id, reserved, startedAt: now, endsAt: now + seconds * 1000 };
  product.updatedAt = now;
  return { campaignId: id, old, new: reserved, action: 'promotion_register' };
}

/** Ends the variant's campaign: its unsold reserved units go back to the ordinary stock. */
export function endCampaign(product: Product, variant: Variant, now: number): ReservedChange | null {
  const campaign = variant.campaign;
  if (!campaign) return null;
  variant.campaign = undefined;
  product.updatedAt = now;
  return { campaignId: campaign.id, old: campaign.reserved, new: 0, action: 'promotion_end' };
}

/** The units a running campaign holds; one past its end holds none (its unsold units are the listing's again). */
export const reservedOf = (variant: Variant, now = Date.now()) =>
  variant.campaign && variant.campaign.endsAt > now ? variant.campaign.reserved : 0;
