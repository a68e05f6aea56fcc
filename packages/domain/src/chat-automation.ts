import { jakartaIsoDate, jakartaParts } from './time.ts';

/**
 * Rules of chat auto-replies and reminders (issue 12, Auto-reply and Pengingat). Pure: the server
 * decides with them, the web shows the same answers.
 */

/** Days of the week as JavaScript counts them: 0 = Sunday (Minggu) … 6 = Saturday (Sabtu). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** One day's working hours in WIB, `HH:mm`; `open` false means closed all day. */
export type WorkingDay = { day: WeekDay; open: boolean; start: string; end: string };

/** Working hours per day of the week plus whole-day holidays (`YYYY-MM-DD`, Jakarta dates). */
export type WorkingHours = { days: readonly WorkingDay[]; holidays: readonly string[] };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether the shop is at work at `now` (Jakarta time). `end` 00:00 or before `start` runs past midnight. */
export function isWithinWorkingHours(hours: WorkingHours, now: Date): boolean {
  if (hours.holidays.includes(jakartaIsoDate(now))) return false;
  const parts = jakartaParts(now);
  const weekDay = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay() as WeekDay;
  const minute = parts.hour * 60 + parts.minute;
  const today = hours.days.find((d) => d.day === weekDay);
  if (today?.open) {
    const start = minutesOf(today.start);
    const end = minutesOf(today.end);
    if (end > start ? minute >= start && minute < end : minute >= start) return true;
  }
  // Yesterday's shift running past midnight (22:00–02:00) still covers the small hours.
  const yesterday = hours.days.find((d) => d.day === (weekDay + 6) % 7);
  if (yesterday?.open) {
    const start = minutesOf(yesterday.start);
    const end = minutesOf(yesterday.end);
    if (end <= start && minute < end) return true;
  }
  return false;
}

export type KeywordMatch = 'contains' | 'exact';
export type KeywordRule = { id: string; match: KeywordMatch; keywords: readonly string[]; enabled: boolean };

/** Lower case, single spaces, no surrounding punctuation: "  Ongkir?? " and "ongkir" are the same. */
export const normalizeChatText = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');

/** Whether one rule answers a buyer's text: `exact` the whole text, `contains` any part of it. */
export function keywordRuleMatches(rule: KeywordRule, text: string): boolean {
  if (!rule.enabled) return false;
  const said = normalizeChatText(text);
  return rule.keywords.some((keyword) => {
    const k = normalizeChatText(keyword);
    if (!k) return false;
    return rule.match === 'exact' ? said === k : said.includes(k);
  });
}

/** The first enabled rule (in the seller's order) whose keywords match; first match wins. */
export function firstMatchingRule<R extends KeywordRule>(rules: readonly R[], text: string): R | null {
  return rules.find((rule) => keywordRuleMatches(rule, text)) ?? null;
}

/** An auto-reply goes to one buyer at most once per this window (each greeting, away message, rule). */
export const AUTO_REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type AutoReplyKind = 'keyword' | 'away' | 'greeting';

export type AutoReplySetup<R extends KeywordRule> = {
  greeting: { enabled: boolean };
  away: { enabled: boolean; hours: WorkingHours };
  rules: readonly R[];
};

export type AutoReplyCandidate<R> = { kind: 'keyword'; rule: R } | { kind: 'away' } | { kind: 'greeting' };

/**
 * What may answer a buyer's message, best first: the first matching keyword rule (a direct answer
 * beats a general one), then the away message outside working hours, then the greeting when this is
 * the buyer's first message in 24 hours. The sender takes the first one not already sent to this
 * buyer in the last 24 hours; at most one auto-reply answers one message.
 */
export function autoReplyCandidates<R extends KeywordRule>(
  setup: AutoReplySetup<R>,
  message: { text: string | null; at: Date; firstInWindow: boolean },
): AutoReplyCandidate<R>[] {
  const out: AutoReplyCandidate<R>[] = [];
  const rule = message.text === null ? null : firstMatchingRule(setup.rules, message.text);
  if (rule) out.push({ kind: 'keyword', rule });
  if (setup.away.enabled && !isWithinWorkingHours(setup.away.hours, message.at)) out.push({ kind: 'away' });
  if (setup.greeting.enabled && message.firstInWindow) out.push({ kind: 'greeting' });
  return out;
}

/** Reminder policies (Pengingat) and how many messages each may send. */
export const REMINDER_KINDS = ['unpaid', 'follow-up', 'shipped'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_MAX_STEPS = 4;

/**
 * When each step of a policy is due: `delayMinutes` counts from the trigger (order placed, buyer's last
 * message, order shipped), and steps run in the order of their delays.
 */
export function reminderDueTimes(trigger: Date, steps: readonly { delayMinutes: number }[]): Date[] {
  return steps.map((s) => new Date(trigger.getTime() + s.delayMinutes * 60_000));
}

/** Order statuses that end a policy's pending messages: unpaid stops once paid or cancelled. */
export function reminderStillApplies(kind: ReminderKind, orderStatus: string | null): boolean {
  if (kind === 'unpaid') return orderStatus === 'unpaid';
  if (kind === 'shipped') return orderStatus === 'shipped';
  return true;
}
