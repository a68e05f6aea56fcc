import { MARKETPLACE_CAPABILITIES, type Marketplace } from '@booster/domain';
import type { ChatImage, ChatMessageBody, ChatMessageRecord, OutgoingChatMessage } from './chat-port.ts';
import { AdapterError } from './port.ts';

/** What the three chat protocols share: previews, the outgoing text check, JSON content strings. */

/** A short line for conversation lists (the body's own text, or the kind in brackets). */
export function chatPreview(body: ChatMessageBody): string {
  switch (body.kind) {
    case 'text':
    case 'system':
    case 'other':
      return body.text || `[${body.kind}]`;
    default:
      return `[${body.kind}]`;
  }
}

/** Platforms send message content as a JSON string; anything unreadable is an empty object. */
export function jsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string' || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The first of `keys` holding a string or number, as a string. */
export function pickString(source: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

export function pickNumber(source: Record<string, unknown>, ...keys: string[]): number | null {
  const value = pickString(source, ...keys);
  const n = value === null ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Refuses an outgoing text the platform would refuse (empty, or over its length in the capability
 * table) before a call is spent on it; the field is `text`.
 */
export function checkOutgoing(marketplace: Marketplace, message: OutgoingChatMessage) {
  if (message.kind !== 'text') return;
  const max = MARKETPLACE_CAPABILITIES[marketplace].chat?.maxTextLength ?? 0;
  if (message.text.trim() === '')
    throw new AdapterError('invalid_input', 'The message is empty', 'empty_text', 'text', {
      retryable: false,
    });
  if ([...message.text].length > max)
    throw new AdapterError(
      'invalid_input',
      `${MARKETPLACE_CAPABILITIES[marketplace].label.en} chat messages are at most ${max} characters`,
      'text_too_long',
      'text',
      { retryable: false },
    );
}

/** Refuses a chat image the platform's upload call would refuse (type, size); the field is `image`. */
export function checkChatImage(marketplace: Marketplace, image: { contentType: string; data: Uint8Array }) {
  const rules = MARKETPLACE_CAPABILITIES[marketplace].chat;
  const label = MARKETPLACE_CAPABILITIES[marketplace].label.en;
  const refuse = (message: string, code: string) =>
    new AdapterError('invalid_input', message, code, 'image', { retryable: false });
  if (!rules)
    throw new AdapterError('unsupported', `${label} has no chat`, undefined, undefined, { retryable: false });
  if (!(rules.imageTypes as readonly string[]).includes(image.contentType))
    throw refuse(
      `${label} chat takes ${rules.imageTypes.map((t) => t.replace('image/', '')).join(', ')} images`,
      'image_type',
    );
  if (image.data.byteLength === 0 || image.data.byteLength > rules.maxImageBytes)
    throw refuse(
      `${label} chat images are at most ${Math.round(rules.maxImageBytes / 1024 / 1024)} MB`,
      'image_size',
    );
}

/** The body of what the seller sent, as the platform will list it. */
export function sentBody(message: OutgoingChatMessage): ChatMessageBody {
  return message;
}

/** The record of a message the seller just sent, for platforms whose send answers only an id. */
export function sentRecord(
  externalId: string,
  conversationId: string,
  message: OutgoingChatMessage,
  sentAt: Date,
): ChatMessageRecord {
  return { externalId, conversationId, sender: 'seller', body: sentBody(message), sentAt };
}

/** Width and height read from a PNG, GIF, JPEG or WebP header, for platforms whose upload answers only a URL. */
export function imageSize(data: Uint8Array): Pick<ChatImage, 'width' | 'height'> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const none = { width: null, height: null };
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF')
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return none;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return none;
      const marker = bytes[at + 1];
      const length = bytes.readUInt16BE(at + 2);
      // Start-of-frame markers (baseline, progressive, …) carry the size; C4, C8 and CC do not.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      at += 2 + length;
    }
  }
  return none;
}
