import { facebookFeedBodySchema } from '@booster/contracts';
import { z } from 'zod';

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The feed post form: the contract's body, with the optional link as the input holds it (empty: none)
 * and the dialog's own 'Invalid URL' (spec) before the contract's URL check.
 */
export const feedFormSchema = facebookFeedBodySchema.extend({
  link: z
    .string()
    .trim()
    .refine((link) => link === '' || isUrl(link), { error: 'facebook:feed.linkInvalid' })
    .transform((link) => link || undefined)
    .pipe(facebookFeedBodySchema.shape.link),
});
