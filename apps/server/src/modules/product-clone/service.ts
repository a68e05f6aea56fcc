import type { ClonePreview, CloneRun, cloneBodySchema } from '@booster/contracts';
import { type ClonePriceRule, type Marketplace, suggestCategory } from '@booster/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { accountRow, type Db, withTransaction } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import type { MessageKey } from '../../platform/i18n/index.ts';
import { type ItemRuns, toItemRun } from '../../platform/item-runs/index.ts';
import type { CloneSourceListing, ProductsModule } from '../products/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';
import { leavesOf, namedCategories } from './category-paths.ts';
import type { CopyItemPayload } from './copy-item.ts';
import type { AttributeValue, MappingStore } from './mappings.ts';
import { cloneCopies, cloneRuns } from './tables.ts';

type Body = z.output<typeof cloneBodySchema>;
export type CloneServiceDeps = {
  db: Db;
  shops: ShopsModule;
  products: Pick<ProductsModule, 'forClone' | 'service'>;
  mappings: MappingStore;
  runs: () => ItemRuns;
};

const fieldsError = (fields: Record<string, MessageKey>) =>
  new AppError('VALIDATION_FAILED', { fields, messageKey: Object.values(fields)[0] });

/**
 * The most frequent non-empty value of the attribute named `name` among the products, of those the
 * destination allows when it names them.
 */
function commonValue(
  listings: readonly CloneSourceListing[],
  name: string,
  allowed: readonly string[],
): string {
  const counts = new Map<string, number>();
  const wanted = name.trim().toLowerCase();
  for (const listing of listings) {
    const value = listing.attributes.find((a) => a.name.trim().toLowerCase() === wanted)?.value.trim();
    if (value && (allowed.length === 0 || allowed.includes(value)))
      counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Clone shop: preview with suggestions, start and resume runs, read their progress. */
export function createCloneService(deps: CloneServiceDeps) {
  const { db, shops, products, mappings } = deps;
  const forClone = products.forClone;

  /** A product shop of the account; another tenant's or a chat integration is a 404. */
  async function productShop(accountId: string, id: string): Promise<ShopRow> {
    const shop = await shops.service.owned(accountId, id);
    if (shop.appCategory !== 'app') throw notFound();
    return shop;
  }

  async function shopPair(ctx: RequestContext, from: string, to: string) {
    if (from === to) throw fieldError('shopDestinationId', 'validation.cloneSameShop');
    const [source, destination] = await Promise.all([
      productShop(ctx.accountId, from),
      productShop(ctx.accountId, to),
    ]);
    return { source, destination: products.service.requireConnected(destination) };
  }

  async function copiedIds(destinationShopId: string, listingIds: readonly string[]) {
    if (listingIds.length === 0) return new Set<string>();
    const rows = await db
      .select({ id: cloneCopies.sourceListingId })
      .from(cloneCopies)
      .where(
        and(
          eq(cloneCopies.destinationShopId, destinationShopId),
          eq(cloneCopies.status, 'done'),
          inArray(cloneCopies.sourceListingId, [...listingIds]),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  const destinationLeaves = async (ctx: RequestContext, shop: ShopRow) =>
    namedCategories(await products.service.categories(ctx, shop.marketplace, shop.id));

  async function requiredAttributes(ctx: RequestContext, shop: ShopRow, categoryId: string) {
    const attributes = await products.service.attributes(ctx, shop.marketplace, shop.id, categoryId);
    return attributes.filter((a) => a.required);
  }

  /**
   * Every product's job payload from the saved mapping table and attribute answers (the run's own
   * choices were saved first): a product whose category has no mapping, or a required attribute
   * without an answer, is a 400 on that field.
   */
  async function plan(
    ctx: RequestContext,
    pair: { source: ShopRow; destination: ShopRow },
    listings: readonly CloneSourceListing[],
    priceRule: ClonePriceRule,
  ): Promise<{ subjectId: string; payload: CopyItemPayload }[]> {
    const { source, destination } = pair;
    const [mapped, leaves, logistics] = await Promise.all([
      mappings.categoriesFor(ctx.accountId, source.marketplace, destination.marketplace),
      destinationLeaves(ctx, destination),
      products.service.logistics(ctx, destination.marketplace, destination.id),
    ]);
    const missing: Record<string, MessageKey> = {};
    for (const listing of listings) {
      const target = mapped.get(listing.categoryId);
      if (!target || !leaves.get(target)?.leaf)
        missing[`categories.${listing.categoryId}`] = 'validation.cloneCategoryMissing';
    }
    if (Object.keys(missing).length > 0) throw fieldsError(missing);

    const categoryIds = [...new Set(listings.map((l) => mapped.get(l.categoryId) as string))];
    const answers = await mappings.answersFor(ctx.accountId, destination.marketplace, categoryIds);
    const requiredOf = new Map<string, CopyItemPayload['required']>();
    for (const categoryId of categoryIds) {
      const required = await requiredAttributes(ctx, destination, categoryId);
      const given = answers.get(categoryId) ?? [];
      requiredOf.set(
        categoryId,
        required.map((attr) => {
          const answer = given.find((a) => a.id === attr.id)?.value.trim() ?? '';
          if (!answer) missing[`attributes.${categoryId}.${attr.id}`] = 'validation.required';
          else if (attr.inputType === 'select' && attr.values.length > 0 && !attr.values.includes(answer))
            missing[`attributes.${categoryId}.${attr.id}`] = 'validation.invalid';
          return {
            id: attr.id,
            name: attr.name,
            values: attr.inputType === 'select' ? attr.values : [],
            answer,
          };
        }),
      );
    }
    if (Object.keys(missing).length > 0) throw fieldsError(missing);

    const enabled = logistics.filter((l) => l.enabled).map((l) => l.id);
    return listings.map((listing) => {
      const categoryId = mapped.get(listing.categoryId) as string;
      return {
        subjectId: listing.id,
        payload: {
          sourceShopId: source.id,
          destinationShopId: destination.id,
          sourceListingId: listing.id,
          categoryId,
          required: requiredOf.get(categoryId) ?? [],
          logistics: enabled,
          priceRule,
        },
      };
    });
  }

  async function launch(
    ctx: RequestContext,
    pair: { source: ShopRow; destination: ShopRow },
    items: { subjectId: string; payload: CopyItemPayload }[],
    meta: { priceRule: ClonePriceRule; skipped: number; resumedFrom: string | null },
  ) {
    const runId = await deps.runs().start({
      accountId: ctx.accountId,
      kind: 'clone',
      marketplace: pair.destination.marketplace,
      createdBy: ctx.userId,
      items,
    });
    await db.insert(cloneRuns).values({
      id: runId,
      accountId: ctx.accountId,
      sourceShopId: pair.source.id,
      destinationShopId: pair.destination.id,
      priceRule: meta.priceRule,
      skipped: meta.skipped,
      resumedFrom: meta.resumedFrom,
    });
    return runOf(ctx.accountId, runId);
  }

  async function runOf(accountId: string, runId: string): Promise<CloneRun> {
    const row = await accountRow(db, cloneRuns, accountId, runId);
    const state = await deps.runs().read(accountId, runId);
    const [source, destination] = await Promise.all([
      shops.service.owned(accountId, row.sourceShopId),
      shops.service.owned(accountId, row.destinationShopId),
    ]);
    const names = await forClone.names(
      accountId,
      state.failures.map((f) => f.subjectId),
    );
    const ref = (shop: ShopRow) => ({ _id: shop.id, shopname: shop.shopName, marketplace: shop.marketplace });
    return {
      // A copy fails at the destination (its grant, its rules): that is the shop the dialog names, and
      // the one a re-integration prompt is about.
      ...toItemRun(state, (id) => ({ label: names.get(id) ?? '', source: destination.shopName })),
      source: ref(source),
      destination: ref(destination),
      priceRule: row.priceRule,
      skipped: row.skipped,
      resumedFrom: row.resumedFrom,
    };
  }

  return {
    async preview(
      ctx: RequestContext,
      query: { from: string; shopDestinationId: string },
    ): Promise<ClonePreview> {
      const pair = await shopPair(ctx, query.from, query.shopDestinationId);
      const { source, destination } = pair;
      const listings = await forClone.shopListings(ctx.accountId, source.id);
      const [copied, sourceNamed, destinationNamed, saved] = await Promise.all([
        copiedIds(
          destination.id,
          listings.map((l) => l.id),
        ),
        source.status === 'connect'
          ? products.service.categories(ctx, source.marketplace, source.id).then(namedCategories)
          : Promise.resolve(new Map() as ReturnType<typeof namedCategories>),
        destinationLeaves(ctx, destination),
        mappings.categoriesFor(ctx.accountId, source.marketplace, destination.marketplace),
      ]);
      const leaves = leavesOf(destinationNamed);
      const counts = new Map<string, number>();
      for (const l of listings) counts.set(l.categoryId, (counts.get(l.categoryId) ?? 0) + 1);
      const categories = [...counts].map(([sourceCategoryId, productCount]) => {
        const named = sourceNamed.get(sourceCategoryId) ?? {
          id: sourceCategoryId,
          name: sourceCategoryId,
          path: [],
        };
        const remembered = saved.get(sourceCategoryId);
        const suggestion =
          remembered && destinationNamed.get(remembered)?.leaf
            ? { id: remembered, from: 'saved' as const }
            : (() => {
                const match = suggestCategory(named, leaves);
                return match ? { id: match.id, from: 'name' as const } : null;
              })();
        return {
          sourceCategoryId,
          sourceName: named.name,
          sourcePath: [...named.path],
          productCount,
          suggestedCategoryId: suggestion?.id ?? null,
          suggestedFrom: suggestion?.from ?? null,
        };
      });
      const ref = (shop: ShopRow) => ({
        _id: shop.id,
        shopname: shop.shopName,
        marketplace: shop.marketplace,
      });
      return {
        source: ref(source),
        destination: ref(destination),
        products: listings.map((l) => ({
          _id: l.id,
          name: l.name,
          image: l.images[0]?.url ?? null,
          minPrice: l.minPrice,
          maxPrice: l.maxPrice,
          variantCount: l.variants.length,
          categoryId: l.categoryId,
          copied: copied.has(l.id),
        })),
        categories: categories.sort((a, b) => b.productCount - a.productCount),
        destinationCategories: leaves.map((c) => ({ id: c.id, name: c.name, path: [...c.path] })),
      };
    },

    async attributes(
      ctx: RequestContext,
      query: { from: string; shopDestinationId: string; categoryId: string },
    ) {
      const { source, destination } = await shopPair(ctx, query.from, query.shopDestinationId);
      if (!(await destinationLeaves(ctx, destination)).get(query.categoryId)?.leaf)
        throw fieldError('categoryId', 'validation.categoryRequired');
      const [required, answers, listings] = await Promise.all([
        requiredAttributes(ctx, destination, query.categoryId),
        mappings.answersFor(ctx.accountId, destination.marketplace, [query.categoryId]),
        forClone.shopListings(ctx.accountId, source.id),
      ]);
      const saved = answers.get(query.categoryId) ?? [];
      return required.map((attr) => ({
        ...attr,
        suggested:
          saved.find((a) => a.id === attr.id)?.value ??
          commonValue(listings, attr.name, attr.inputType === 'select' ? attr.values : []),
      }));
    },

    /** `POST app/marketplace/copy`: saves the seller's choices, then one job per product not copied yet. */
    async start(ctx: RequestContext, body: Body): Promise<CloneRun> {
      const pair = await shopPair(ctx, body.from, body.shopDestinationId);
      const { source, destination } = pair;
      const chosen = await forClone.shopListings(ctx.accountId, source.id, body.listingIds);
      const copied = await copiedIds(
        destination.id,
        chosen.map((l) => l.id),
      );
      const todo = chosen.filter((l) => !copied.has(l.id));
      if (todo.length === 0)
        throw fieldError(body.listingIds ? 'listingIds' : 'from', 'validation.cloneNothingToCopy');

      const named = await destinationLeaves(ctx, destination);
      const wrong: Record<string, MessageKey> = {};
      for (const choice of body.categories)
        if (!named.get(choice.categoryId)?.leaf)
          wrong[`categories.${choice.sourceCategoryId}`] = 'validation.cloneCategoryMissing';
      if (Object.keys(wrong).length > 0) throw fieldsError(wrong);
      // A category named twice: the last answer (or choice) wins, as the form would have it.
      const answers: { categoryId: string; values: AttributeValue[] }[] = [
        ...new Map(
          body.attributes.map((a) => [
            a.categoryId,
            {
              categoryId: a.categoryId,
              values: a.values.map((v) => ({ id: v.id, name: v.name, value: v.value.trim() })),
            },
          ]),
        ).values(),
      ];
      const choices = [...new Map(body.categories.map((c) => [c.sourceCategoryId, c])).values()];
      // The seller's choices become the mapping table first, so a later run (or a resume) finds them.
      await withTransaction(db, async (tx) => {
        await mappings.saveCategories(
          tx,
          ctx.accountId,
          source.marketplace,
          destination.marketplace,
          choices.map((c) => ({ ...c, categoryName: named.get(c.categoryId)?.name ?? '' })),
        );
        await mappings.saveAnswers(tx, ctx.accountId, destination.marketplace, answers);
      });
      const items = await plan(ctx, pair, todo, body.priceRule);
      return launch(ctx, pair, items, {
        priceRule: body.priceRule,
        skipped: chosen.length - todo.length,
        resumedFrom: null,
      });
    },

    /** A finished run's failed products copied again, with the mapping table as it is now. */
    async resume(ctx: RequestContext, runId: string): Promise<CloneRun> {
      const previous = await runOf(ctx.accountId, runId);
      if (previous.status !== 'done') throw new AppError('INVALID_STATE', { status: 409 });
      const ids = previous.failures.map((f) => f.subjectId);
      if (ids.length === 0) throw fieldError('id', 'validation.cloneNothingToCopy');
      const pair = await shopPair(ctx, previous.source._id, previous.destination._id);
      const listings = await forClone.shopListings(ctx.accountId, pair.source.id);
      const failed = new Set(ids);
      const copied = await copiedIds(pair.destination.id, ids);
      const todo = listings.filter((l) => failed.has(l.id) && !copied.has(l.id));
      if (todo.length === 0) throw fieldError('id', 'validation.cloneNothingToCopy');
      const priceRule = previous.priceRule as ClonePriceRule;
      const items = await plan(ctx, pair, todo, priceRule);
      return launch(ctx, pair, items, { priceRule, skipped: ids.length - todo.length, resumedFrom: runId });
    },

    run: (ctx: RequestContext, runId: string) => runOf(ctx.accountId, runId),

    async runs(ctx: RequestContext): Promise<CloneRun[]> {
      const rows = await db
        .select({ id: cloneRuns.id })
        .from(cloneRuns)
        .where(eq(cloneRuns.accountId, ctx.accountId))
        .orderBy(desc(cloneRuns.createdAt))
        .limit(10);
      return Promise.all(rows.map((r) => runOf(ctx.accountId, r.id)));
    },

    async mappingList(ctx: RequestContext) {
      const rows = await mappings.list(ctx.accountId);
      return rows.map((r) => ({
        sourceMarketplace: r.sourceMarketplace as Marketplace,
        sourceCategoryId: r.sourceCategoryId,
        destinationMarketplace: r.destinationMarketplace as Marketplace,
        categoryId: r.categoryId,
        categoryName: r.categoryName,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },
  };
}

export type CloneService = ReturnType<typeof createCloneService>;
