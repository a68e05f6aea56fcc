import { z } from 'zod';

/**
 * Why one item of a bulk action (or a stock push, a label) failed, as a code plus parameters. It is
 * stored like this and translated when read (`itemFailureMessages`), never as frozen text.
 */
export const ITEM_FAILURE_CODES = [
  /** The platform no longer accepts the shop's grant: the seller must integrate the shop again. */
  'invalidAccessToken',
  /** The platform was down or limiting us, after every retry. `{ marketplace }` */
  'platformUnavailable',
  /** The platform refused Booster's own partner setup; an operator has to fix it. `{ marketplace }` */
  'platformConfiguration',
  /** The platform refused the item, in its own words. `{ marketplace, reason }` */
  'platformRefused',
  /** The same, for a product or an order: `{ marketplace, reason }` */
  'productRefused',
  'orderRefused',
  /** A listing rule of the marketplace: `{ rule, ...limits }`, the rule's text in `listingRuleMessages`. */
  'listingRule',
  'notFound',
  /** Frames: the product has no cover, its cover cannot be read as an image, or it carries no frame. */
  'coverMissing',
  'coverUnreadable',
  'notFramed',
  /** Scrape: the public page answered without the product's data (a bot wall or a changed page). */
  'pageUnreadable',
  /** Any other refusal by Booster: `{ error: <ErrorCode>, ...params }`, the text is `errors.<code>`. */
  'error',
  'internal',
] as const;

export type ItemFailureCode = (typeof ITEM_FAILURE_CODES)[number];

export const itemFailureSchema = z.object({
  code: z.enum(ITEM_FAILURE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export type ItemFailure = z.infer<typeof itemFailureSchema>;
