import { z } from 'zod';

/**
 * Shared input schemas: what every request field is built from, so that nothing reaches
 * PostgreSQL that it refuses (which would answer 500 instead of 400 on the field).
 */

/** A UTF-16 surrogate outside a valid pair (jsonb refuses it; text columns would keep U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store this text as given: no NUL (no text column holds it), no lone surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Every free-text input field. Chain `.trim()`, `.min()`, `.max()` as on `z.string()`. */
export const text = (params?: { error?: string }) =>
  z.string(params).refine(isStorableText, { error: 'validation.textInvalid' });

/**
 * A text the request must carry, trimmed: `required` when it is missing, not a text or shorter than `min`
 * once trimmed, `tooLong` over `max`. Chain `.regex()`, `.superRefine()` as on `text()`.
 */
export const requiredText = (messages: { required: string; tooLong: string }, max: number, min = 1) =>
  text({ error: messages.required })
    .trim()
    .min(min, { error: messages.required })
    .max(max, { error: messages.tooLong });

/** The `search` query of the lists. */
export const searchQuery = text().trim().max(200);

/** Our own row ids. */
export const idSchema = z.string().uuid({ error: 'validation.idInvalid' });

/** The params of a route on one of our rows: `/:id`. */
export const idParams = z.object({ id: idSchema });

/** The params of a route on one connected shop: `/:shopId`. */
export const shopIdParams = z.object({ shopId: idSchema });

/** The range of a PostgreSQL `integer` column (stock, weight, counts). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A whole number that fits an `integer` column. */
export const int4 = (error = 'validation.numberInvalid') =>
  z
    .number({ error })
    .int({ error })
    .min(INT4_MIN, { error: 'validation.numberTooLarge' })
    .max(INT4_MAX, { error: 'validation.numberTooLarge' });

/** Highest amount in rupiah Booster takes (a `bigint` column holds more; no listing costs more). */
export const MONEY_MAX = 999_999_999_999;

/** An amount in whole rupiah (`bigint` columns). */
export const money = (error = 'validation.numberInvalid') =>
  z
    .number({ error })
    .int({ error })
    .min(-MONEY_MAX, { error: 'validation.numberTooLarge' })
    .max(MONEY_MAX, { error: 'validation.numberTooLarge' });

/** A moment as ISO 8601 with its offset (`2026-11-24T10:00:00+07:00`). */
export const dateTime = () => z.iso.datetime({ offset: true, error: 'validation.dateInvalid' });

/** A yes/no filter of a list query: `?flag=true` or `?flag=false`, read as a boolean; absent when not given. */
export const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A page number of a list query (`?page=`). */
export const pageNumber = z.coerce
  .number()
  .int()
  .min(1)
  .max(INT4_MAX, { error: 'validation.numberTooLarge' });
