import { type ChatMarketplace, type ChatResponseRule, chatResponseRule } from '@booster/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.ts';

const TZ = 'Asia/Jakarta';

/** Sums of one group of chats (per shop and day, or per hour): what a report row is built from. */
export type ChatSums = {
  chats: number;
  answered: number;
  missed: number;
  pending: number;
  excluded: number;
  /** Chats in the rate that got a person's reply, and the sum of their waits (seconds). */
  replied: number;
  responseSeconds: number;
};

/** Sums of no chats, to add a group's into. */
export const noChats = (): ChatSums => ({
  chats: 0,
  answered: 0,
  missed: 0,
  pending: 0,
  excluded: 0,
  replied: 0,
  responseSeconds: 0,
});

/** Chats asked per WIB hour of a day, none yet. */
export const noHours = () => Array.from({ length: 24 }, () => 0);

/** A shop's chats counting in one day, and how many of them were asked in each WIB hour (24 entries). */
export type ChatDayRow = ChatSums & { shopId: string; day: string; hours: number[] };
export type MessageDayRow = { shopId: string; day: string; buyerMessages: number; replies: number };

export type ReportScope = {
  accountId: string;
  marketplace: ChatMarketplace;
  shopId?: string;
  /** Jakarta days, inclusive. */
  fromDay: string;
  toDay: string;
  now: Date;
};

/** The Jakarta day a chat counts in, as SQL (mirrors `chatCountDay`). */
function countDaySql(rule: ChatResponseRule, askedAt: SQL): SQL {
  if (rule.kind === 'window') return sql`(${askedAt} at time zone ${TZ})::date`;
  // From the cycle's end hour on, a chat belongs to the next day's cycle.
  return sql`((${askedAt} at time zone ${TZ}) + make_interval(hours => ${24 - rule.cycleEndHour}))::date`;
}

/** The answer deadline, as SQL (mirrors `chatResponseDeadline`). */
function deadlineSql(rule: ChatResponseRule, askedAt: SQL, countDay: SQL): SQL {
  if (rule.kind === 'window') return sql`(${askedAt} + make_interval(hours => ${rule.hours}))`;
  return sql`((${countDay} + make_interval(hours => ${rule.answerByHour})) at time zone ${TZ})`;
}

/** The first instant whose chats count in `fromDay` (Lazada: 18:00 WIB the evening before). */
function askStartSql(rule: ChatResponseRule, fromDay: string): SQL {
  const midnight = sql`(${fromDay}::date::timestamp at time zone ${TZ})`;
  if (rule.kind === 'window') return midnight;
  return sql`(${midnight} - make_interval(hours => ${24 - rule.cycleEndHour}))`;
}

function shopFilter(scope: ReportScope): SQL {
  return scope.shopId ? sql`and c.shop_id = ${scope.shopId}` : sql``;
}

/**
 * Chats opened in the range, judged by the platform's rule (the SQL twin of `chatsOfMessages` +
 * `judgeChat` in @booster/domain, which the API tests hold it to): grouped per shop and counting day,
 * and per Jakarta hour of the ask. A buyer message opens a chat when the last person message before it
 * in the conversation is not the buyer's; the scan starts at the range's first ask, so the first buyer
 * message of a conversation in the scan looks back once (by the conversation's time index).
 * "Before" and "after" are the stored order (sent_at, then seq): Shopee stamps messages to the second,
 * so a buyer's question and the reply to it often share a sent_at.
 */
export async function chatSums(ex: Executor, scope: ReportScope): Promise<ChatDayRow[]> {
  // The window sort holds every message of the range; with the default 4 MB it spills to disk.
  return ex.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return judgedChatSums(tx, scope);
  });
}

async function judgedChatSums(ex: Executor, scope: ReportScope) {
  const rule = chatResponseRule(scope.marketplace);
  const askStart = askStartSql(rule, scope.fromDay);
  const countDay = countDaySql(rule, sql`asked_at`);
  const deadline = deadlineSql(rule, sql`asked_at`, sql`count_day`);
  const autoExcludes = rule.kind === 'window' && rule.autoReplyExcludes;
  const result = await ex.execute<
    Omit<ChatSums, 'responseSeconds'> & {
      shop_id: string;
      day: string;
      hour: number;
      response_seconds: number;
    }
  >(sql`
    with ordered as (
      select m.conversation_id, c.shop_id, m.sender, m.sent_at,
        row_number() over (partition by m.conversation_id order by m.sent_at, m.seq) as pos
      from chat_messages m
      join chat_conversations c on c.id = m.conversation_id
      where m.account_id = ${scope.accountId}
        and c.marketplace = ${scope.marketplace} ${shopFilter(scope)}
        and m.sent_at >= ${askStart} and m.sent_at <= ${scope.now.toISOString()}::timestamptz
        and m.sender in ('buyer', 'seller', 'auto')
    ),
    scan as (
      select o.conversation_id, o.shop_id, o.sender, o.sent_at,
        max(o.pos) filter (where o.sender = 'buyer') over before as last_buyer_pos,
        max(o.pos) filter (where o.sender = 'seller') over before as last_seller_pos,
        min(o.sent_at) filter (where o.sender = 'seller') over after as reply_at,
        min(o.sent_at) filter (where o.sender = 'auto') over after as auto_at
      from ordered o
      window
        before as (partition by o.conversation_id order by o.pos rows between unbounded preceding and 1 preceding),
        after as (partition by o.conversation_id order by o.pos rows between 1 following and unbounded following)
    ),
    asks as (
      select s.shop_id, s.sent_at as asked_at, s.reply_at,
        case when s.auto_at < coalesce(s.reply_at, 'infinity') then s.auto_at end as auto_at
      from scan s
      where s.sender = 'buyer'
        and (
          s.last_seller_pos > s.last_buyer_pos
          or (s.last_buyer_pos is null and s.last_seller_pos is not null)
          or (
            s.last_buyer_pos is null and s.last_seller_pos is null
            and (
              select p.sender from chat_messages p
              where p.conversation_id = s.conversation_id and p.sent_at < ${askStart}
                and p.sender in ('buyer', 'seller')
              order by p.sent_at desc, p.seq desc limit 1
            ) is distinct from 'buyer'
          )
        )
    ),
    dated as (
      select shop_id, asked_at, reply_at, auto_at, ${countDay} as count_day from asks
    ),
    judged as (
      select shop_id, count_day, asked_at, reply_at,
        extract(hour from asked_at at time zone ${TZ})::int as ask_hour,
        case
          when reply_at <= ${deadline} then 'answered'
          when reply_at is null and ${scope.now.toISOString()}::timestamptz <= ${deadline} then 'pending'
          when ${autoExcludes} and auto_at <= ${deadline} then 'excluded'
          else 'missed'
        end as verdict
      from dated
      where count_day between ${scope.fromDay}::date and ${scope.toDay}::date
    )
    select shop_id, count_day::text as day, ask_hour as hour,
      count(*)::int as chats,
      count(*) filter (where verdict = 'answered')::int as answered,
      count(*) filter (where verdict = 'missed')::int as missed,
      count(*) filter (where verdict = 'pending')::int as pending,
      count(*) filter (where verdict = 'excluded')::int as excluded,
      count(*) filter (where verdict in ('answered', 'missed') and reply_at is not null)::int as replied,
      coalesce(sum(extract(epoch from reply_at - asked_at)) filter (
        where verdict in ('answered', 'missed') and reply_at is not null
      ), 0)::float8 as response_seconds
    from judged
    group by shop_id, count_day, ask_hour
    order by shop_id, count_day, ask_hour
  `);
  // Summed here in one fixed order (the hours of a shop's day), so a day's figures are the same
  // whether this range or a daily rollup computed them.
  const days = new Map<string, ChatDayRow>();
  for (const row of result.rows) {
    const key = `${row.shop_id} ${row.day}`;
    let day = days.get(key);
    if (!day) {
      day = { shopId: row.shop_id, day: row.day, ...noChats(), hours: noHours() };
      days.set(key, day);
    }
    day.chats += row.chats;
    day.answered += row.answered;
    day.missed += row.missed;
    day.pending += row.pending;
    day.excluded += row.excluded;
    day.replied += row.replied;
    day.responseSeconds += Number(row.response_seconds);
    day.hours[row.hour] = (day.hours[row.hour] ?? 0) + row.chats;
  }
  return [...days.values()];
}

/** Buyer messages and person replies per shop and Jakarta day of the range (up to its last day or now). */
export async function messageSums(ex: Executor, scope: ReportScope): Promise<MessageDayRow[]> {
  const result = await ex.execute<{ shop_id: string; day: string; buyer: number; replies: number }>(sql`
    select c.shop_id, (m.sent_at at time zone ${TZ})::date::text as day,
      count(*) filter (where m.sender = 'buyer')::int as buyer,
      count(*) filter (where m.sender = 'seller')::int as replies
    from chat_messages m
    join chat_conversations c on c.id = m.conversation_id
    where m.account_id = ${scope.accountId}
      and c.marketplace = ${scope.marketplace} ${shopFilter(scope)}
      and m.sent_at >= (${scope.fromDay}::date::timestamp at time zone ${TZ})
      and m.sent_at <= ${scope.now.toISOString()}::timestamptz
      and m.sent_at < ((${scope.toDay}::date + 1)::timestamp at time zone ${TZ})
      and m.sender in ('buyer', 'seller')
    group by 1, 2
  `);
  return result.rows.map((r) => ({
    shopId: r.shop_id,
    day: r.day,
    buyerMessages: r.buyer,
    replies: r.replies,
  }));
}
