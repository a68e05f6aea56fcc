import { z } from 'zod';
import { booleanQuery, pageNumber, searchQuery } from './fields.ts';

/** `?limit=`: rows per page, 1 to `max`, `fallback` when not given. */
export const pageLimit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** `?page=` and `?limit=` of a paged list query; spread into its `z.object`. */
export const pageFields = (maxLimit: number, defaultLimit: number) => ({
  page: pageNumber.default(1),
  limit: pageLimit(maxLimit, defaultLimit),
});

export const pageQuerySchema = z.object({ ...pageFields(300, 10), search: searchQuery.optional() });

export function pagedSchema<T extends z.ZodType>(doc: T) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    prevPage: z.number().int().nullable(),
    nextPage: z.number().int().nullable(),
  });
}

/**
 * Opaque keyset position: `nextCursor` of the previous page. With it the server seeks straight to the
 * page after that row through the sort's index instead of skipping `(page - 1) * limit` rows; `page`
 * still names which page that is, so numbered page links keep working without it.
 */
export const pageCursor = z
  .string()
  .max(2000, { error: 'validation.cursorInvalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.cursorInvalid' });

/**
 * A paged response that also answers the cursor of the page after this one. `totalCapped: true` says
 * the count stopped once the page buttons were known (a search over many rows): `totalDocs` is then
 * a lower bound, and `exactTotal=true` asks for the exact number.
 */
export function keysetPagedSchema<T extends z.ZodType>(doc: T) {
  return pagedSchema(doc).extend({ nextCursor: z.string().nullable(), totalCapped: z.boolean().optional() });
}

/** `exactTotal=true`: count every match instead of stopping at what the page buttons need. */
export const exactTotalQuery = booleanQuery;

/** `?page=`, `?limit=`, `?cursor=` and `?exactTotal=` of a list answered by `keysetPagedSchema`. */
export const keysetPageFields = (maxLimit: number, defaultLimit: number) => ({
  ...pageFields(maxLimit, defaultLimit),
  cursor: pageCursor.optional(),
  exactTotal: exactTotalQuery,
});
