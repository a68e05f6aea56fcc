import { AppError } from '../errors/index.ts';
import type { MessageKey } from '../i18n/index.ts';
import { base64Length } from './base64.ts';
import { type SniffedType, sniffContentType } from './content-sniff.ts';

/**
 * A file sent as base64 in a JSON body, decoded and checked by its content: at most `maxBytes`, and
 * its first bytes those of one of `types` and of the type it claims (a renamed or relabelled file is
 * refused whatever its name says). A 400 on `data` with the caller's messages otherwise.
 */
export function decodeDocumentUpload<T extends SniffedType>(
  input: { contentType: T; data: string },
  rules: { types: readonly T[]; maxBytes: number; tooLarge: MessageKey; invalid: MessageKey },
): { bytes: Uint8Array; contentType: T } {
  const fieldError = (key: MessageKey) =>
    new AppError('VALIDATION_FAILED', { status: 400, fields: { data: key }, messageKey: key });
  // Refuse an oversized upload before decoding it.
  if (input.data.length > base64Length(rules.maxBytes) + 4) throw fieldError(rules.tooLarge);
  const bytes = new Uint8Array(Buffer.from(input.data, 'base64'));
  if (bytes.length > rules.maxBytes) throw fieldError(rules.tooLarge);
  const sniffed = sniffContentType(bytes, rules.types);
  if (!sniffed || sniffed !== input.contentType) throw fieldError(rules.invalid);
  return { bytes, contentType: sniffed };
}
