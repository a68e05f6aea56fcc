import { z } from 'zod';
import { pageNumber, searchQuery } from './fields.ts';

export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(300).default(10),
  search: searchQuery.optional(),
});

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
