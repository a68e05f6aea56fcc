import { describe, expect, it } from 'vitest';
import {
  type ChatAsk,
  chatCountDay,
  chatResponseDeadline,
  chatsOfMessages,
  chatUrgency,
  judgeChat,
} from './chat-metrics.ts';
import { fromJakarta } from './time.ts';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const ask = (
  askedAt: Date,
  firstReplyAt: Date | null = null,
  firstAutoReplyAt: Date | null = null,
): ChatAsk => ({
  askedAt,
  firstReplyAt,
  firstAutoReplyAt,
});
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const FAR_FUTURE = at('2030-01-01T00:00:00Z');

describe('chats of a conversation', () => {
  it('starts a chat at the first buyer message and ends it at the first person reply', () => {
    const t0 = at('2026-11-20T01:00:00Z');
    const chats = chatsOfMessages([
      { sender: 'buyer', sentAt: t0 },
      { sender: 'buyer', sentAt: later(t0, 60_000) },
      { sender: 'seller', sentAt: later(t0, 5 * 60_000) },
      { sender: 'seller', sentAt: later(t0, 6 * 60_000) },
      { sender: 'buyer', sentAt: later(t0, HOUR) },
    ]);
    expect(chats).toEqual([ask(t0, later(t0, 5 * 60_000)), ask(later(t0, HOUR))]);
  });

  it('does not let an auto-reply answer a chat (the buyer writing after it stays in the same chat)', () => {
    const t0 = at('2026-11-20T01:00:00Z');
    const chats = chatsOfMessages([
      { sender: 'buyer', sentAt: t0 },
      { sender: 'auto', sentAt: later(t0, 1000) },
      { sender: 'buyer', sentAt: later(t0, 2000) },
      { sender: 'auto', sentAt: later(t0, 3000) },
      { sender: 'system', sentAt: later(t0, 4000) },
    ]);
    expect(chats).toEqual([ask(t0, null, later(t0, 1000))]);
  });

  it('opens no chat for a seller-started conversation', () => {
    expect(chatsOfMessages([{ sender: 'seller', sentAt: at('2026-11-20T01:00:00Z') }])).toEqual([]);
  });
});

describe('Shopee: answered by a person within 12 hours', () => {
  const asked = at('2026-11-20T03:00:00Z');
  it('counts a reply at exactly 12 hours and not one a second later', () => {
    expect(judgeChat('shopee', ask(asked, later(asked, 12 * HOUR)), FAR_FUTURE)).toBe('answered');
    expect(judgeChat('shopee', ask(asked, later(asked, 12 * HOUR + 1000)), FAR_FUTURE)).toBe('missed');
  });
  it('an auto-reply is not an answer', () => {
    expect(judgeChat('shopee', ask(asked, null, later(asked, 1000)), FAR_FUTURE)).toBe('missed');
  });
  it('an unanswered chat is pending until its 12 hours are over', () => {
    expect(judgeChat('shopee', ask(asked), later(asked, 12 * HOUR))).toBe('pending');
    expect(judgeChat('shopee', ask(asked), later(asked, 12 * HOUR + 1))).toBe('missed');
  });
  it('counts a chat on the Jakarta day it was asked', () => {
    expect(chatCountDay('shopee', at('2026-11-20T16:59:59Z'))).toBe('2026-11-20');
    expect(chatCountDay('shopee', at('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
    expect(chatResponseDeadline('shopee', asked)).toEqual(later(asked, 12 * HOUR));
  });
});

describe('Lazada: same-day cycle 18:00–18:00 WIB, answered by 19:00 WIB', () => {
  it('a chat at 17:59 WIB belongs to today and must be answered by 19:00 today', () => {
    const asked = fromJakarta(2026, 11, 20, 17, 59);
    expect(chatCountDay('lazada', asked)).toBe('2026-11-20');
    expect(chatResponseDeadline('lazada', asked)).toEqual(fromJakarta(2026, 11, 20, 19));
    expect(judgeChat('lazada', ask(asked, fromJakarta(2026, 11, 20, 19)), FAR_FUTURE)).toBe('answered');
    expect(judgeChat('lazada', ask(asked, fromJakarta(2026, 11, 20, 19, 0, 1)), FAR_FUTURE)).toBe('missed');
  });
  it('a chat at 18:00 WIB belongs to tomorrow and has until 19:00 tomorrow', () => {
    const asked = fromJakarta(2026, 11, 20, 18, 0);
    expect(chatCountDay('lazada', asked)).toBe('2026-11-21');
    expect(chatResponseDeadline('lazada', asked)).toEqual(fromJakarta(2026, 11, 21, 19));
    expect(judgeChat('lazada', ask(asked, fromJakarta(2026, 11, 21, 18, 30)), FAR_FUTURE)).toBe('answered');
  });
  it('a chat after midnight counts the same day', () => {
    const asked = fromJakarta(2026, 11, 21, 0, 30);
    expect(chatCountDay('lazada', asked)).toBe('2026-11-21');
    expect(chatResponseDeadline('lazada', asked)).toEqual(fromJakarta(2026, 11, 21, 19));
  });
  it('an auto-reply is not an answer', () => {
    const asked = fromJakarta(2026, 11, 20, 10);
    expect(judgeChat('lazada', ask(asked, null, later(asked, 1000)), FAR_FUTURE)).toBe('missed');
  });
});

describe('Tokopedia: 12-hour response rate', () => {
  const asked = at('2026-11-20T03:00:00Z');
  it('counts a person reply within 12 hours', () => {
    expect(judgeChat('tokopedia', ask(asked, later(asked, 12 * HOUR)), FAR_FUTURE)).toBe('answered');
    expect(judgeChat('tokopedia', ask(asked, later(asked, 13 * HOUR)), FAR_FUTURE)).toBe('missed');
  });
  it('leaves out a chat only an auto-reply dealt with (not an answer, not a miss)', () => {
    expect(judgeChat('tokopedia', ask(asked, null, later(asked, 1000)), FAR_FUTURE)).toBe('excluded');
    // The auto-reply came after the 12 hours: a miss.
    expect(judgeChat('tokopedia', ask(asked, null, later(asked, 13 * HOUR)), FAR_FUTURE)).toBe('missed');
  });
  it('stays pending while the 12 hours run, even after an auto-reply', () => {
    expect(judgeChat('tokopedia', ask(asked, null, later(asked, 1000)), later(asked, HOUR))).toBe('pending');
  });
});

describe('Monitor urgency', () => {
  it('colours by the time left', () => {
    expect(chatUrgency(0)).toBe('overdue');
    expect(chatUrgency(-1)).toBe('overdue');
    expect(chatUrgency(HOUR - 1)).toBe('critical');
    expect(chatUrgency(HOUR)).toBe('soon');
    expect(chatUrgency(3 * HOUR)).toBe('ok');
  });
});
