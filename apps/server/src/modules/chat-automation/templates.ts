import type { ChatTemplate, ChatTemplateListQuery } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { containsText, type Db, isUniqueViolation } from '../../platform/db/index.ts';
import { fieldError, notFound } from '../../platform/errors/index.ts';
import { chatTemplates } from './tables.ts';

type TemplateRow = typeof chatTemplates.$inferSelect;
type TemplateInput = { shortcut: string; text: string; marketplace: Marketplace | null };

const toTemplate = (row: TemplateRow): ChatTemplate => ({
  _id: row.id,
  shortcut: row.shortcut,
  text: row.text,
  marketplace: row.marketplace as ChatTemplate['marketplace'],
  position: row.position,
  updatedAt: row.updatedAt.toISOString(),
});

const shortcutTaken = () => fieldError('shortcut', 'validation.templateShortcutTaken');

/** Template Pesan of an account; every query is scoped by `ctx.accountId`, other ids answer 404. */
export function createTemplateService(deps: { db: Db }) {
  const { db } = deps;
  const mine = (ctx: RequestContext) => eq(chatTemplates.accountId, ctx.accountId);

  async function write<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      if (isUniqueViolation(err, 'chat_templates_account_shortcut_key')) throw shortcutTaken();
      throw err;
    }
  }

  async function listAll(ctx: RequestContext, query: ChatTemplateListQuery = {}): Promise<ChatTemplate[]> {
    const search = query.search?.trim();
    const rows = await db
      .select()
      .from(chatTemplates)
      .where(
        and(
          mine(ctx),
          query.marketplace
            ? or(isNull(chatTemplates.marketplace), eq(chatTemplates.marketplace, query.marketplace))
            : undefined,
          search ? containsText(search, chatTemplates.shortcut, chatTemplates.text) : undefined,
        ),
      )
      .orderBy(asc(chatTemplates.position), asc(chatTemplates.createdAt));
    return rows.map(toTemplate);
  }

  return {
    list: listAll,

    create: (ctx: RequestContext, body: TemplateInput) =>
      write(async () => {
        const [row] = await db
          .insert(chatTemplates)
          .values({
            accountId: ctx.accountId,
            shortcut: body.shortcut,
            text: body.text,
            marketplace: body.marketplace,
            // Added last: one more than the highest position of the account.
            position: sql`(select coalesce(max(${chatTemplates.position}), -1) + 1 from ${chatTemplates} where ${chatTemplates.accountId} = ${ctx.accountId})`,
          })
          .returning();
        return toTemplate(row);
      }),

    update: (ctx: RequestContext, id: string, body: TemplateInput) =>
      write(async () => {
        const [row] = await db
          .update(chatTemplates)
          .set({
            shortcut: body.shortcut,
            text: body.text,
            marketplace: body.marketplace,
            updatedAt: new Date(),
          })
          .where(and(mine(ctx), eq(chatTemplates.id, id)))
          .returning();
        if (!row) throw notFound();
        return toTemplate(row);
      }),

    async remove(ctx: RequestContext, id: string) {
      const [row] = await db
        .delete(chatTemplates)
        .where(and(mine(ctx), eq(chatTemplates.id, id)))
        .returning({ id: chatTemplates.id });
      if (!row) throw notFound();
    },

    /** `ids` must name every template of the account once: a stale page cannot drop one from the order. */
    async reorder(ctx: RequestContext, ids: string[]): Promise<ChatTemplate[]> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: chatTemplates.id })
          .from(chatTemplates)
          .where(mine(ctx))
          .for('update');
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          throw fieldError('ids', 'validation.templateOrderIncomplete');
        // One statement: each id's place in the list is its position. Ids are checked uuids above.
        await tx.execute(sql`
          update ${chatTemplates} set position = o.ord - 1
          from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as o(id, ord)
          where ${chatTemplates.id} = o.id and ${chatTemplates.accountId} = ${ctx.accountId}`);
      });
      return listAll(ctx);
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
