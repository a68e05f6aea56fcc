import type { AdapterError, AdapterErrorKind } from '../core/port.ts';

type Make = (kind: AdapterErrorKind, retryable?: boolean, message?: string) => AdapterError;

/** Customer service send refusals (reference part 2, 1.4), each with a message a seller can act on. */
const CHAT_CODES: Record<string, { kind: AdapterErrorKind; retryable?: boolean; message: string }> = {
  '45101001': { kind: 'invalid_input', message: 'TikTok Shop refused the message parameters' },
  '45101003': { kind: 'not_found', message: 'The conversation or message no longer exists on TikTok Shop' },
  // A retry within the day cannot succeed: not retried, kept as rate_limited for the caller.
  '45101004': {
    kind: 'rate_limited',
    retryable: false,
    message:
      "The shop's daily limit of 10,000 chat messages on TikTok Shop is reached; sending resumes tomorrow",
  },
  '45101006': {
    kind: 'invalid_input',
    message:
      'TikTok Shop blocked the message because it contains sensitive content; change the text and send again',
  },
  '45102007': {
    kind: 'invalid_input',
    retryable: false,
    message: 'The shop may not write in this conversation',
  },
  '45109001': {
    kind: 'invalid_input',
    message:
      "TikTok Shop's chat rules do not allow this message now (the 7-day reply window may have passed)",
  },
  '45109003': {
    kind: 'invalid_input',
    message: 'TikTok Shop does not let the shop start a chat with this buyer',
  },
  '45111012': { kind: 'rate_limited', message: 'Coupon cards are limited to one every two seconds' },
};

export function tiktokChatError(code: string, make: Make): AdapterError | null {
  const known = CHAT_CODES[code];
  return known ? make(known.kind, known.retryable, known.message) : null;
}
