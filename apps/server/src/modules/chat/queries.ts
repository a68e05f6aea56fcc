import type { ChatTab } from '@booster/contracts';
import { type Marketplace, pageMeta } from '@booster/domain';
import { and, desc, eq, gt, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, escapeLike } from '../../platform/db/index.ts';
import {
  checkedCursor,
  encodeCursor,
  type SortKey,
  sortValueText,
  whereAfterCursor,
} from '../../platform/db/keyset.ts';
import { limitToWalk, literalWalk, type WalkRows, walkKey } from '../../platform/db/statement.ts';
import { notFound } from '../../platform/errors/index.ts';
import { shopNames } from '../shops/joins.ts';
import { chatConversationCounts, chatConversations, chatMessages } from './tables.ts';
import { type ConversationListRow, toConversation } from './view.ts';

export type ConversationFilter = {
  shopId?: string;
  marketplace?: Marketplace;
  tab: ChatTab;
  search?: string;
};
export type ConversationPage = { page: number; limit: number; cursor?: string };

const LAST_FIRST: SortKey = {
  column: chatConversations.lastMessageAt,
  direction: 'desc',
  cast: 'timestamptz',
};

/** How many conversations a search looks at through message text before it gives up (per page). */
const MESSAGE_SEARCH_LIMIT = 5000;

function scopeWhere(accountId: string, f: Omit<ConversationFilter, 'tab' | 'search'>): SQL[] {
  return [
    eq(chatConversations.accountId, accountId),
    ...(f.shopId ? [eq(chatConversations.shopId, f.shopId)] : []),
    ...(f.marketplace ? [eq(chatConversations.marketplace, f.marketplace)] : []),
  ];
}

function tabWhere(tab: ChatTab): SQL | undefined {
  if (tab === 'unread') return gt(chatConversations.unreadCount, 0);
  if (tab === 'unanswered') return isNotNull(chatConversations.waitingSince);
  return undefined;
}

/** Buyer name, or any text message of the conversation (both trigram-indexed). */
function searchWhere(accountId: string, search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const inMessages = sql`${chatConversations.id} in (
    select ${chatMessages.conversationId} from ${chatMessages}
    where ${chatMessages.accountId} = ${accountId} and ${ilike(chatMessages.searchText, pattern)}
    limit ${MESSAGE_SEARCH_LIMIT})`;
  return or(ilike(chatConversations.buyerName, pattern), inMessages) as SQL;
}

export function conversationWhere(accountId: string, f: ConversationFilter): SQL {
  return and(
    ...scopeWhere(accountId, f),
    tabWhere(f.tab),
    f.search ? searchWhere(accountId, f.search) : undefined,
  ) as SQL;
}

function countsQuery(ex: Executor, where: SQL | undefined) {
  return ex
    .select({
      all: sql<number>`coalesce(sum(${chatConversationCounts.total}), 0)::int`,
      unread: sql<number>`coalesce(sum(${chatConversationCounts.unread}), 0)::int`,
      unanswered: sql<number>`coalesce(sum(${chatConversationCounts.unanswered}), 0)::int`,
    })
    .from(chatConversationCounts)
    .where(where);
}

const toCounts = (row: { all: number; unread: number; unanswered: number } | undefined) => ({
  all: Number(row?.all ?? 0),
  unread: Number(row?.unread ?? 0),
  unanswered: Number(row?.unanswered ?? 0),
});

/** Tab counts under the shop/marketplace filter: sums over the trigger-kept counter rows. */
export async function tabCounts(
  ex: Executor,
  accountId: string,
  f: Omit<ConversationFilter, 'tab' | 'search'>,
) {
  const [row] = await countsQuery(
    ex,
    and(
      eq(chatConversationCounts.accountId, accountId),
      f.shopId ? eq(chatConversationCounts.shopId, f.shopId) : undefined,
      f.marketplace ? eq(chatConversationCounts.marketplace, f.marketplace) : undefined,
    ),
  );
  return toCounts(row);
}

const c = chatConversations;
/** A time as the ISO text the answer carries (what `Date.toISOString` prints), formatted by PostgreSQL. */
const isoText = <T extends string | null = string>(column: typeof c.lastMessageAt | typeof c.waitingSince) =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** What `toConversation` shows, and no more: the list is the chat's most asked query. */
const LIST_COLUMNS = {
  id: c.id,
  shopId: c.shopId,
  marketplace: c.marketplace,
  externalId: c.externalId,
  buyerId: c.buyerId,
  buyerName: c.buyerName,
  buyerAvatarUrl: c.buyerAvatarUrl,
  lastMessageKind: c.lastMessageKind,
  lastMessagePreview: c.lastMessagePreview,
  lastMessageSender: c.lastMessageSender,
  lastMessageAt: isoText(c.lastMessageAt),
  unreadCount: c.unreadCount,
  waitingSince: isoText<string | null>(c.waitingSince),
  canSend: c.canSend,
} satisfies { [K in keyof ConversationListRow]: unknown };

function pageQuery(ex: Executor, where: SQL | undefined) {
  return ex
    .select({ row: LIST_COLUMNS, shopname: shopNames.shopName, sortValue: sortValueText(LAST_FIRST) })
    .from(chatConversations)
    .innerJoin(shopNames, eq(shopNames.id, chatConversations.shopId))
    .where(where)
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id));
}

type Shape = { shop: boolean; marketplace: boolean; tab: ChatTab; cursor: boolean; walk: WalkRows };

/**
 * The inbox's pages without a search, as named prepared statements, one per filter shape (shop,
 * marketplace, tab, cursor or page number): the list is the most asked query of the chat, and a
 * prepared one is neither rebuilt here nor parsed and planned again by PostgreSQL. LIMIT and OFFSET
 * are in the text for cursor pages and the first pages (`literalWalk`, platform/db/statement.ts), so
 * the generic plan is priced for them and kept; deeper pages take placeholders.
 */
function prepareShape(ex: Executor, shape: Shape) {
  const scopeName = `${shape.shop ? 's' : ''}${shape.marketplace ? 'm' : ''}`;
  const countsName = `chat_counts_${scopeName}`;
  const name = `chat_page_${scopeName}_${shape.tab}_${shape.cursor ? 'c' : 'p'}_${walkKey(shape.walk)}`;
  const scope = (table: typeof chatConversations | typeof chatConversationCounts) => [
    eq(table.accountId, sql.placeholder('accountId')),
    shape.shop ? eq(table.shopId, sql.placeholder('shopId')) : undefined,
    shape.marketplace ? eq(table.marketplace, sql.placeholder('marketplace')) : undefined,
  ];
  const seek = sql`(${chatConversations.lastMessageAt}, ${chatConversations.id}) < (cast(${sql.placeholder('at')} as timestamptz), cast(${sql.placeholder('id')} as uuid))`;
  const rows = limitToWalk(
    pageQuery(ex, and(...scope(chatConversations), tabWhere(shape.tab), shape.cursor ? seek : undefined)),
    shape.walk,
  ).prepare(name);
  const counts = countsQuery(ex, and(...scope(chatConversationCounts))).prepare(countsName);
  return { rows, counts };
}

const preparedByExecutor = new WeakMap<Executor, Map<string, ReturnType<typeof prepareShape>>>();

function preparedFor(ex: Executor, shape: Shape) {
  let shapes = preparedByExecutor.get(ex);
  if (!shapes) {
    shapes = new Map();
    preparedByExecutor.set(ex, shapes);
  }
  const key = `${shape.shop}|${shape.marketplace}|${shape.tab}|${shape.cursor}|${walkKey(shape.walk)}`;
  let prepared = shapes.get(key);
  if (!prepared) {
    prepared = prepareShape(ex, shape);
    shapes.set(key, prepared);
  }
  return prepared;
}

/**
 * One page of the inbox, last message first, walked through the index of its filter (tables.ts).
 * Totals come from the counter rows; only a search counts the matching rows.
 */
export async function listConversations(
  ex: Executor,
  accountId: string,
  q: ConversationFilter & ConversationPage,
) {
  const { counts, found } = q.search ? await searched(ex, accountId, q) : await unsearched(ex, accountId, q);
  const total = q.search ? counts.matches : counts[q.tab];
  const rows = found.slice(0, q.limit);
  const last = rows.at(-1);
  return {
    docs: rows.map((r) => toConversation(r.row, r.shopname)),
    ...pageMeta(q.page, q.limit, total),
    nextCursor: found.length > q.limit && last ? encodeCursor(last.sortValue, last.row.id) : null,
    counts: { all: counts.all, unread: counts.unread, unanswered: counts.unanswered },
  };
}

async function unsearched(ex: Executor, accountId: string, q: ConversationFilter & ConversationPage) {
  const after = q.cursor ? seekValues(q.cursor) : null;
  const limit = q.limit + 1;
  const offset = after ? 0 : (q.page - 1) * q.limit;
  const prepared = preparedFor(ex, {
    shop: Boolean(q.shopId),
    marketplace: Boolean(q.marketplace),
    tab: q.tab,
    cursor: after !== null,
    walk: literalWalk(after !== null, q.page, limit, offset),
  });
  const scope = { accountId, shopId: q.shopId, marketplace: q.marketplace };
  const [found, [row]] = await Promise.all([
    prepared.rows.execute({ ...scope, at: after?.value, id: after?.id, limit, offset }),
    prepared.counts.execute(scope),
  ]);
  return { found, counts: { ...toCounts(row), matches: 0 } };
}

/** A cursor's sort value and id, checked as `afterCursor` checks them (a forged one is a 400). */
const seekValues = (cursor: string) => checkedCursor(LAST_FIRST.cast, cursor);

async function searched(ex: Executor, accountId: string, q: ConversationFilter & ConversationPage) {
  const where = conversationWhere(accountId, q);
  const [counts, [matched], found] = await Promise.all([
    tabCounts(ex, accountId, q),
    ex.select({ n: sql<number>`count(*)::int` }).from(chatConversations).where(where),
    pageQuery(ex, whereAfterCursor(where, LAST_FIRST, chatConversations.id, q.cursor))
      .limit(q.limit + 1)
      .offset(q.cursor ? 0 : (q.page - 1) * q.limit),
  ]);
  return { found, counts: { ...counts, matches: Number(matched?.n ?? 0) } };
}

/** The conversation of this account (404 for anyone else's id), with its shop's name. */
export async function findConversation(ex: Executor, accountId: string, id: string) {
  const [found] = await ex
    .select({ row: chatConversations, shopname: shopNames.shopName })
    .from(chatConversations)
    .innerJoin(shopNames, eq(shopNames.id, chatConversations.shopId))
    .where(and(eq(chatConversations.id, id), eq(chatConversations.accountId, accountId)))
    .limit(1);
  if (!found) throw notFound();
  return found;
}

export async function shopnamesOf(ex: Executor, shopIds: readonly string[]) {
  if (shopIds.length === 0) return new Map<string, string>();
  const rows = await ex
    .select({ id: shopNames.id, name: shopNames.shopName })
    .from(shopNames)
    .where(inArray(shopNames.id, [...shopIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The platform id of the newest stored message of a conversation (null without messages). */
export async function newestMessageExternalId(ex: Executor, conversationId: string) {
  const [row] = await ex
    .select({ externalId: chatMessages.externalId })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.seq))
    .limit(1);
  return row?.externalId ?? null;
}

const NEWEST_MESSAGE: SortKey = { column: chatMessages.sentAt, direction: 'desc', cast: 'timestamptz' };

/** Messages newest first; the cursor seeks further back in time through (conversation, sent_at, seq). */
export async function messagePage(
  ex: Executor,
  conversationId: string,
  q: { limit: number; cursor?: string },
) {
  const where = eq(chatMessages.conversationId, conversationId);
  const found = await ex
    .select({ row: chatMessages, sortValue: sortValueText(NEWEST_MESSAGE) })
    .from(chatMessages)
    .where(whereAfterCursor(where, NEWEST_MESSAGE, chatMessages.seq, q.cursor, 'bigint'))
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.seq))
    .limit(q.limit + 1);
  const rows = found.slice(0, q.limit);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => r.row),
    nextCursor: found.length > q.limit && last ? encodeCursor(last.sortValue, String(last.row.seq)) : null,
  };
}
