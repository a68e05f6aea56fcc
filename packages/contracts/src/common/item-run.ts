import { z } from 'zod';
import { itemFailureSchema } from './item-failure.ts';

/** One item of a run that failed for good: what it was, where, and why (a code, translated when read). */
export const itemRunFailureSchema = z.object({
  /** Our id of the item's subject (a listing, an order…). */
  subjectId: z.string(),
  /** What failed, as the seller knows it: a product name, an order number. */
  label: z.string(),
  /** Where it failed, e.g. the shop name. */
  source: z.string(),
  failure: itemFailureSchema,
  /** The shop's grant is dead: the result dialog offers re-integration. */
  reconnect: z.boolean(),
});
export type ItemRunFailure = z.infer<typeof itemRunFailureSchema>;

/**
 * Progress and result of every bulk action run item by item (bulk edit, bulk shipping, and what
 * follows): the one result shape the web's bulk result dialog reads.
 */
export const itemRunSchema = z.object({
  _id: z.string(),
  /** What the run does, e.g. 'stock-price' for a bulk edit. */
  kind: z.string(),
  status: z.enum(['running', 'done']),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  failures: z.array(itemRunFailureSchema),
  createdAt: z.string(),
});
export type ItemRun = z.infer<typeof itemRunSchema>;

/** Realtime: an item of a run finished (sent to the account room); refetch the run. */
export const itemRunProgressSchema = z.object({
  runId: z.string(),
  feature: z.string(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
});
