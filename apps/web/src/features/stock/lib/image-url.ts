import { text } from '@booster/contracts';
import { z } from 'zod';

function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return value.startsWith('/');
  }
}

/**
 * The "add an image" field of a master product: the contract's image text (trimmed), a web or in-app
 * address, and not one the product already has.
 */
export const imageUrlFormSchema = (images: readonly string[]) =>
  z.object({
    url: text()
      .trim()
      .refine(isImageUrl, { error: 'stock:validation.imageUrlInvalid' })
      .refine((url) => !images.includes(url), { error: 'stock:validation.imageDuplicate' }),
  });
