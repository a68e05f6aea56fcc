import type { CHAT_MARKETPLACES } from './marketplace-capabilities.ts';
import { fromJakarta, jakartaIsoDate, jakartaParts } from './time.ts';

/**
 * How each platform grades a shop's chat answers (issue 12, reference marketplace-apis-2 §2), as Booster
 * implements it for the chat reports and Monitor Chat:
 *
 * * A *chat* is a buyer message that finds the shop owing no answer (the first buyer message of the
 *   conversation, or the first after a person's reply). It is answered by the next message a person of
 *   the shop sends (in Booster or in the seller centre). Auto-replies (`auto`: the platform's or Booster's
 *   greeting, away message, keyword rule, bots) never answer it; more buyer messages before the answer
 *   belong to the same chat.
 * * Shopee (chat response rate): answered within 12 hours; auto-replies do not count.
 * * Lazada (same-day cycle): a chat received from 18:00 WIB yesterday to 18:00 WIB today belongs to
 *   today's cycle and is answered if a person replies by 19:00 WIB today; auto-replies do not count.
 * * Tokopedia (TikTok Shop customer service, "12-Hour Response Rate"): answered within 12 hours; a chat
 *   an auto-reply dealt with inside those 12 hours and no person answered in time is left out of the rate.
 * * A chat whose deadline has not passed and that has no answer yet is pending: it is not in the rate yet.
 * * First-response time is the wait from the chat to the person's first reply, averaged over the chats
 *   in the rate that got one (answered or late).
 */
export type ChatMarketplace = (typeof CHAT_MARKETPLACES)[number];

export type ChatResponseRule =
  | {
      kind: 'window';
      /** Hours a person has to answer. */
      hours: number;
      /** A chat an auto-reply answered within the window is left out of the rate (else ignored). */
      autoReplyExcludes: boolean;
    }
  | {
      kind: 'daily-cycle';
      /** A chat received before this Jakarta hour belongs to today's cycle, from it on to tomorrow's. */
      cycleEndHour: number;
      /** A person's reply by this Jakarta hour of the cycle's day answers it. */
      answerByHour: number;
    };

export const CHAT_RESPONSE_RULES = {
  shopee: { kind: 'window', hours: 12, autoReplyExcludes: false },
  lazada: { kind: 'daily-cycle', cycleEndHour: 18, answerByHour: 19 },
  tokopedia: { kind: 'window', hours: 12, autoReplyExcludes: true },
} as const satisfies Record<ChatMarketplace, ChatResponseRule>;

const HOUR_MS = 3_600_000;

export function chatResponseRule(marketplace: ChatMarketplace): ChatResponseRule {
  return CHAT_RESPONSE_RULES[marketplace];
}

/** The Jakarta day (YYYY-MM-DD) whose rate a chat asked at `askedAt` counts in. */
export function chatCountDay(marketplace: ChatMarketplace, askedAt: Date): string {
  const rule = chatResponseRule(marketplace);
  if (rule.kind === 'window') return jakartaIsoDate(askedAt);
  const p = jakartaParts(askedAt);
  return p.hour < rule.cycleEndHour
    ? jakartaIsoDate(askedAt)
    : jakartaIsoDate(new Date(askedAt.getTime() + 24 * HOUR_MS));
}

/** The last moment a person's reply still answers a chat asked at `askedAt`. */
export function chatResponseDeadline(marketplace: ChatMarketplace, askedAt: Date): Date {
  const rule = chatResponseRule(marketplace);
  if (rule.kind === 'window') return new Date(askedAt.getTime() + rule.hours * HOUR_MS);
  const [year, month, day] = chatCountDay(marketplace, askedAt).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return fromJakarta(year, month, day, rule.answerByHour);
}

export type ChatMessageSender = 'buyer' | 'seller' | 'auto' | 'system';

/** One chat of a conversation: when the buyer asked, and the first person and auto answers after it. */
export type ChatAsk = { askedAt: Date; firstReplyAt: Date | null; firstAutoReplyAt: Date | null };

/** The chats of one conversation's messages (in time order), by the definition above. */
export function chatsOfMessages(messages: readonly { sender: ChatMessageSender; sentAt: Date }[]): ChatAsk[] {
  const chats: ChatAsk[] = [];
  let open: ChatAsk | null = null;
  for (const message of messages) {
    if (message.sender === 'buyer') {
      if (!open) {
        open = { askedAt: message.sentAt, firstReplyAt: null, firstAutoReplyAt: null };
        chats.push(open);
      }
    } else if (message.sender === 'seller') {
      if (open) open.firstReplyAt = message.sentAt;
      open = null;
    } else if (message.sender === 'auto' && open && !open.firstAutoReplyAt) {
      open.firstAutoReplyAt = message.sentAt;
    }
  }
  return chats;
}

export type ChatVerdict = 'answered' | 'missed' | 'pending' | 'excluded';

/** How a chat stands in the platform's response rate at `now`. */
export function judgeChat(marketplace: ChatMarketplace, chat: ChatAsk, now: Date): ChatVerdict {
  const rule = chatResponseRule(marketplace);
  const deadline = chatResponseDeadline(marketplace, chat.askedAt).getTime();
  if (chat.firstReplyAt && chat.firstReplyAt.getTime() <= deadline) return 'answered';
  if (!chat.firstReplyAt && now.getTime() <= deadline) return 'pending';
  const autoAnswered = chat.firstAutoReplyAt !== null && chat.firstAutoReplyAt.getTime() <= deadline;
  if (rule.kind === 'window' && rule.autoReplyExcludes && autoAnswered) return 'excluded';
  return 'missed';
}

/** Monitor Chat colours: past the deadline, under an hour left, under three hours, more. */
export type ChatUrgency = 'overdue' | 'critical' | 'soon' | 'ok';

export function chatUrgency(msLeft: number): ChatUrgency {
  if (msLeft <= 0) return 'overdue';
  if (msLeft < HOUR_MS) return 'critical';
  if (msLeft < 3 * HOUR_MS) return 'soon';
  return 'ok';
}
