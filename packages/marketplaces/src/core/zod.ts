import { z } from 'zod';

/** Platforms send ids as numbers or strings, sometimes both in one API; we keep strings. */
export const idSchema = z.union([z.string(), z.number()]).transform(String);

/** Amounts and counts that arrive as numbers or numeric strings. */
export const numberSchema = z.union([z.number(), z.string()]).transform((v) => {
  const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
});

export const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
