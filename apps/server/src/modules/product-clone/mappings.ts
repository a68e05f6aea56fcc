import type { Marketplace } from '@booster/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { columnsEqual, type Db, type Executor, excluded } from '../../platform/db/index.ts';
import { cloneAttributeAnswers, cloneCategoryMappings } from './tables.ts';

export type AttributeValue = { id: string; name: string; value: string };

/** The seller's reusable choices: category mappings between marketplaces and attribute answers. */
export function createMappingStore(db: Db) {
  return {
    /** Saved destination category per source category, for this pair of marketplaces. */
    async categoriesFor(
      accountId: string,
      from: Marketplace,
      to: Marketplace,
      ex: Executor = db,
    ): Promise<Map<string, string>> {
      const rows = await ex
        .select({ source: cloneCategoryMappings.sourceCategoryId, target: cloneCategoryMappings.categoryId })
        .from(cloneCategoryMappings)
        .where(
          columnsEqual(cloneCategoryMappings, {
            accountId,
            sourceMarketplace: from,
            destinationMarketplace: to,
          }),
        );
      return new Map(rows.map((r) => [r.source, r.target]));
    },

    async saveCategories(
      ex: Executor,
      accountId: string,
      from: Marketplace,
      to: Marketplace,
      choices: readonly { sourceCategoryId: string; categoryId: string; categoryName: string }[],
    ) {
      if (choices.length === 0) return;
      await ex
        .insert(cloneCategoryMappings)
        .values(
          choices.map((c) => ({
            accountId,
            sourceMarketplace: from,
            sourceCategoryId: c.sourceCategoryId,
            destinationMarketplace: to,
            categoryId: c.categoryId,
            categoryName: c.categoryName,
          })),
        )
        .onConflictDoUpdate({
          target: [
            cloneCategoryMappings.accountId,
            cloneCategoryMappings.sourceMarketplace,
            cloneCategoryMappings.sourceCategoryId,
            cloneCategoryMappings.destinationMarketplace,
          ],
          set: { ...excluded(cloneCategoryMappings, 'categoryId', 'categoryName'), updatedAt: new Date() },
        });
    },

    /** Saved answers per destination category. */
    async answersFor(
      accountId: string,
      marketplace: Marketplace,
      categoryIds: readonly string[],
      ex: Executor = db,
    ): Promise<Map<string, AttributeValue[]>> {
      if (categoryIds.length === 0) return new Map();
      const rows = await ex
        .select()
        .from(cloneAttributeAnswers)
        .where(
          and(
            eq(cloneAttributeAnswers.accountId, accountId),
            eq(cloneAttributeAnswers.marketplace, marketplace),
            inArray(cloneAttributeAnswers.categoryId, [...categoryIds]),
          ),
        );
      return new Map(rows.map((r) => [r.categoryId, r.values]));
    },

    async saveAnswers(
      ex: Executor,
      accountId: string,
      marketplace: Marketplace,
      answers: readonly { categoryId: string; values: AttributeValue[] }[],
    ) {
      if (answers.length === 0) return;
      await ex
        .insert(cloneAttributeAnswers)
        .values(answers.map((a) => ({ accountId, marketplace, categoryId: a.categoryId, values: a.values })))
        .onConflictDoUpdate({
          target: [
            cloneAttributeAnswers.accountId,
            cloneAttributeAnswers.marketplace,
            cloneAttributeAnswers.categoryId,
          ],
          set: { ...excluded(cloneAttributeAnswers, 'values'), updatedAt: new Date() },
        });
    },

    /** The whole mapping table, newest choice first. */
    list: (accountId: string) =>
      db
        .select()
        .from(cloneCategoryMappings)
        .where(eq(cloneCategoryMappings.accountId, accountId))
        .orderBy(desc(cloneCategoryMappings.updatedAt)),
  };
}

export type MappingStore = ReturnType<typeof createMappingStore>;
