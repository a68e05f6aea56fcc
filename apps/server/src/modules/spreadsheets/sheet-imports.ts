import type { SheetConfirmResult, SheetImportBody, SheetImportKind, SheetPreview } from '@booster/contracts';
import { INT4_MAX } from '@booster/contracts';
import { LISTING_RULES, type Marketplace } from '@booster/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/auth/index.ts';
import { columnsEqual, type Db } from '../../platform/db/index.ts';
import { fieldError, notFound } from '../../platform/errors/index.ts';
import type { ProductsModule } from '../products/index.ts';
import type { StockModule } from '../stock/index.ts';
import { type Current, checkRows, type ValueColumn } from './import-rows.ts';
import { LISTING_COLUMNS, LISTING_IMPORT, STOCK_COLUMNS, STOCK_IMPORT } from './sheet-columns.ts';
import { readTemplate } from './sheet-reader.ts';
import { type StoredChange, sheetImports } from './tables.ts';

/** How long a preview can be confirmed. */
export const PREVIEW_TTL_MS = 30 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SheetImportDeps = {
  db: Db;
  products: Pick<ProductsModule, 'forSheets' | 'bulk'>;
  stock: Pick<StockModule, 'sheets'>;
};

/**
 * Imports of filled templates: a preview reads the file, checks every row and stores the changes it
 * shows; nothing changes until the seller confirms that preview, which applies exactly what it stored.
 */
export function createSheetImports(deps: SheetImportDeps) {
  const { db } = deps;

  async function store(
    ctx: RequestContext,
    kind: SheetImportKind,
    marketplace: Marketplace | null,
    fileName: string,
    checked: ReturnType<typeof checkRows>,
    apply: StoredChange[],
    rows: number,
  ): Promise<SheetPreview> {
    const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
    const [saved] = await db
      .insert(sheetImports)
      .values({
        accountId: ctx.accountId,
        kind,
        marketplace,
        fileName,
        shown: checked.changes,
        apply,
        createdBy: ctx.userId,
        expiresAt,
      })
      .returning({ id: sheetImports.id });
    return {
      _id: saved.id,
      kind,
      marketplace,
      fileName,
      rows,
      unchanged: checked.unchanged,
      changes: checked.changes,
      errors: checked.issues,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Takes the preview for applying, once: a second confirm, an expired or a foreign preview is refused. */
  async function claim(ctx: RequestContext, kind: SheetImportKind, id: string) {
    const [claimed] = await db
      .update(sheetImports)
      .set({ confirmedAt: new Date() })
      .where(
        and(
          columnsEqual(sheetImports, { id, accountId: ctx.accountId, kind }),
          isNull(sheetImports.confirmedAt),
          gt(sheetImports.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (claimed) return claimed;
    const [exists] = await db
      .select({ id: sheetImports.id })
      .from(sheetImports)
      .where(
        and(eq(sheetImports.id, id), eq(sheetImports.accountId, ctx.accountId), eq(sheetImports.kind, kind)),
      );
    throw exists ? fieldError('id', 'validation.spreadsheetExpired') : notFound();
  }

  /** A failed apply gives the preview back, so the seller can confirm it again. */
  const release = (id: string) =>
    db.update(sheetImports).set({ confirmedAt: null }).where(eq(sheetImports.id, id));

  const header = (
    columns: { header: Record<RequestContext['locale'], string> }[],
    i: number,
    ctx: RequestContext,
  ) => columns[i].header[ctx.locale];

  return {
    async previewListings(ctx: RequestContext, marketplace: Marketplace, body: SheetImportBody) {
      const rows = await readTemplate({ fileName: body.fileName, base64: body.file }, LISTING_COLUMNS);
      const ids = rows.map((r) => r.cells[LISTING_IMPORT.key]).filter((id) => UUID.test(id));
      const found = await deps.products.forSheets.variantsByIds(ctx.accountId, marketplace, ids);
      const current = new Map<string, Current & { listingId: string }>(
        found.map((f) => [
          f.variant.id.toLowerCase(),
          {
            id: f.variant.id,
            listingId: f.variant.listingId,
            sku: f.variant.sku,
            label: f.variant.name ? `${f.listingName} — ${f.variant.name}` : f.listingName,
            values: { price: f.variant.price, stock: f.variant.stock },
          },
        ]),
      );
      const rules = LISTING_RULES[marketplace];
      const values: ValueColumn[] = [
        {
          field: 'price',
          index: LISTING_IMPORT.price,
          header: header(LISTING_COLUMNS, LISTING_IMPORT.price, ctx),
          min: rules.priceMin,
          max: rules.priceMax,
        },
        {
          field: 'stock',
          index: LISTING_IMPORT.stock,
          header: header(LISTING_COLUMNS, LISTING_IMPORT.stock, ctx),
          min: 0,
          max: INT4_MAX,
        },
      ];
      const checked = checkRows(
        rows,
        { index: LISTING_IMPORT.key, header: header(LISTING_COLUMNS, LISTING_IMPORT.key, ctx) },
        values,
        (key) => current.get(key.toLowerCase()),
      );
      const byListing = new Map<string, { variantId: string; price?: number; stock?: number }[]>();
      for (const { current: c, next } of checked.changed) {
        const listingId = (c as Current & { listingId: string }).listingId;
        byListing.set(listingId, [...(byListing.get(listingId) ?? []), { variantId: c.id, ...next }]);
      }
      const apply = [...byListing].map(([listingId, variants]) => ({ listingId, variants }));
      return store(ctx, 'listings', marketplace, body.fileName, checked, apply, rows.length);
    },

    async previewStock(ctx: RequestContext, body: SheetImportBody) {
      const rows = await readTemplate({ fileName: body.fileName, base64: body.file }, STOCK_COLUMNS);
      const found = await deps.stock.sheets.skusByCode(
        ctx.accountId,
        rows.map((r) => r.cells[STOCK_IMPORT.key]).filter(Boolean),
      );
      const checked = checkRows(
        rows,
        { index: STOCK_IMPORT.key, header: header(STOCK_COLUMNS, STOCK_IMPORT.key, ctx) },
        [
          {
            field: 'stock',
            index: STOCK_IMPORT.stock,
            header: header(STOCK_COLUMNS, STOCK_IMPORT.stock, ctx),
            min: 0,
            max: INT4_MAX,
          },
        ],
        (key) => {
          const sku = found.get(key.toLowerCase());
          return sku && { id: sku.id, sku: sku.sku, label: sku.productName, values: { stock: sku.stock } };
        },
      );
      const apply = checked.changed.map((c) => ({
        masterSkuId: c.current.id,
        stock: c.next.stock as number,
      }));
      return store(ctx, 'stock', null, body.fileName, checked, apply, rows.length);
    },

    /** Sends the previewed prices and stock as one bulk run (a job per product, the bulk result dialog). */
    async confirmListings(ctx: RequestContext, id: string): Promise<SheetConfirmResult> {
      const preview = await claim(ctx, 'listings', id);
      try {
        const rows = preview.apply.filter(
          (c): c is Extract<StoredChange, { listingId: string }> => 'listingId' in c,
        );
        if (rows.length === 0 || !preview.marketplace)
          return { kind: 'listings', applied: 0, queued: 0, run: null };
        // The field a row left alone is sent as Booster holds it now, not as it was at the preview.
        const variantIds = rows.flatMap((r) => r.variants.map((v) => v.variantId));
        const now = new Map(
          (await deps.products.forSheets.variantsByIds(ctx.accountId, preview.marketplace, variantIds)).map(
            (f) => [f.variant.id, f.variant],
          ),
        );
        const body = rows.map((r) => ({
          listingId: r.listingId,
          variants: r.variants
            .filter((v) => now.has(v.variantId))
            .map((v) => ({
              variantId: v.variantId,
              price: v.price ?? (now.get(v.variantId)?.price as number),
              stock: v.stock ?? (now.get(v.variantId)?.stock as number),
            })),
        }));
        const run = await deps.products.bulk.start(ctx, preview.marketplace, {
          kind: 'stock-price',
          rows: body,
        });
        return { kind: 'listings', applied: variantIds.length, queued: run.total, run };
      } catch (err) {
        await release(preview.id);
        throw err;
      }
    },

    /** Sets the previewed counts in one transaction and pushes them to the linked listings. */
    async confirmStock(ctx: RequestContext, id: string): Promise<SheetConfirmResult> {
      const preview = await claim(ctx, 'stock', id);
      try {
        const changes = preview.apply
          .filter((c): c is Extract<StoredChange, { masterSkuId: string }> => 'masterSkuId' in c)
          .map((c) => ({ id: c.masterSkuId, stock: c.stock }));
        const done = await deps.stock.sheets.setMany(ctx, changes, preview.fileName);
        return { kind: 'stock', ...done, run: null };
      } catch (err) {
        await release(preview.id);
        throw err;
      }
    },
  };
}

export type SheetImports = ReturnType<typeof createSheetImports>;
