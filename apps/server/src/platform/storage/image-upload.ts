import { AppError } from '../errors/index.ts';
import type { MessageKey, MessageParams } from '../i18n/index.ts';
import { base64Length } from './base64.ts';
import { SIGNATURES } from './content-sniff.ts';
import type { ImageContentType } from './storage.ts';

/**
 * An uploaded image (base64 in a JSON body) decoded and checked: at most `maxBytes`, and really of
 * the type it claims. A 400 on `data` with the caller's messages otherwise.
 */
export function decodeImageUpload(
  input: { contentType: ImageContentType; data: string },
  rules: { maxBytes: number; tooLarge: MessageKey; invalid: MessageKey; params?: MessageParams },
): Uint8Array {
  const fieldError = (field: string, key: MessageKey) =>
    new AppError('VALIDATION_FAILED', {
      status: 400,
      fields: { [field]: key },
      messageKey: key,
      params: rules.params,
    });
  // Refuse an oversized upload before decoding it.
  if (input.data.length > base64Length(rules.maxBytes) + 4) throw fieldError('data', rules.tooLarge);
  const bytes = new Uint8Array(Buffer.from(input.data, 'base64'));
  if (bytes.length > rules.maxBytes) throw fieldError('data', rules.tooLarge);
  if (bytes.length < 12 || !SIGNATURES[input.contentType](bytes)) throw fieldError('data', rules.invalid);
  return bytes;
}
