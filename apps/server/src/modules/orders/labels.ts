import { LABEL_FILE_PATH, type LabelBatch, type labelBatchBodySchema } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.ts';
import { accountRow, type Db, withTransaction } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { isRetryable, judgeFailure, renderFailure } from '../../platform/failures/index.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/index.ts';
import type { StorageDriver } from '../../platform/storage/index.ts';
import type { ShopRow, ShopsModule } from '../shops/index.ts';
import { mergeLabels } from './labels-pdf.ts';
import { appendPickingList, type PickingOrder } from './labels-picking.ts';
import { mapLimited, PLATFORM_CONCURRENCY } from './shipping-concurrency.ts';
import { callForOrder } from './shipping-failures.ts';
import { itemsOf, type OrderRef, ordersByIds, requireOrders } from './shipping-orders.ts';
import { labelBatches } from './tables.ts';

type LabelBatchBody = z.output<typeof labelBatchBodySchema>;
type BatchRow = typeof labelBatches.$inferSelect;
type Failure = BatchRow['failures'][number];
type Outcome = { order: OrderRef; document: PDFDocument } | { order: OrderRef; error: unknown };

export type LabelBatchesDeps = { db: Db; jobs: JobQueue; logger: Logger; shops: ShopsModule };

/** Merged label PDFs are private: kept under this folder, served only by LABEL_FILE_PATH. */
const fileKeyOf = (batchId: string) => `labels/${batchId}.pdf`;
export const labelFileUrl = (batchId: string) => LABEL_FILE_PATH.replace(':id', batchId);

function toLabelBatch(row: BatchRow, locale: Locale): LabelBatch {
  return {
    _id: row.id,
    status: row.status,
    total: row.orderIds.length,
    done: row.done,
    failures: row.failures.map((f) => ({
      orderId: f.orderId,
      orderNumber: f.orderNumber,
      reason: f.failure ? renderFailure(locale, f.failure) : (f.reason ?? ''),
    })),
    fileUrl: row.status === 'done' && row.fileKey ? labelFileUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One call per shop, however many of its orders a batch holds. */
function memoized(load: (order: OrderRef) => Promise<ShopRow>) {
  const byShop = new Map<string, Promise<ShopRow>>();
  return (order: OrderRef) => {
    const cached = byShop.get(order.shopId) ?? load(order);
    byShop.set(order.shopId, cached);
    return cached;
  };
}

/** Bulk label printing: one job fetches every order's shipping document and merges them into one PDF. */
export function createLabelBatches(
  deps: LabelBatchesDeps,
  files: StorageDriver,
  jobs: { labelBatch: JobDefinition },
) {
  const { db, shops } = deps;

  async function batchOf(accountId: string, batchId: string): Promise<BatchRow> {
    return accountRow(db, labelBatches, accountId, batchId);
  }

  /** The order's label, checked to be a PDF we can merge. */
  async function documentOf(shop: ShopRow, order: OrderRef): Promise<PDFDocument> {
    const bytes = await callForOrder(shops, shop, (adapter, credentials) =>
      adapter.getShippingDocument(credentials, order.externalId),
    );
    try {
      return await PDFDocument.load(bytes);
    } catch (err) {
      throw new AppError('BAD_REQUEST', { messageKey: 'orders.labelUnreadable', cause: err });
    }
  }

  async function progress(batchId: string, values: Partial<BatchRow>) {
    await db
      .update(labelBatches)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(labelBatches.id, batchId));
  }

  async function countDone(batchId: string) {
    await db
      .update(labelBatches)
      .set({ done: sql`${labelBatches.done} + 1`, updatedAt: new Date() })
      .where(eq(labelBatches.id, batchId));
  }

  async function pickingOrders(printed: readonly OrderRef[]): Promise<PickingOrder[]> {
    const items = await itemsOf(
      db,
      printed.map((o) => o.id),
    );
    return printed.map((order) => ({
      orderNumber: order.externalId,
      shippingFee: order.shippingFee,
      items: items.filter((item) => item.orderId === order.id),
    }));
  }

  /** Labels in the order asked, then the picking list when wanted; the stored file's key. */
  async function writeMerged(batch: BatchRow, printed: { order: OrderRef; document: PDFDocument }[]) {
    const merged = await mergeLabels(
      printed.map((p) => p.document),
      batch.layout,
    );
    if (batch.pickingList) await appendPickingList(merged, await pickingOrders(printed.map((p) => p.order)));
    const fileKey = fileKeyOf(batch.id);
    await files.write(fileKey, await merged.save());
    return fileKey;
  }

  return {
    async start(ctx: RequestContext, marketplace: Marketplace, body: LabelBatchBody): Promise<LabelBatch> {
      const orders = await requireOrders(db, ctx.accountId, marketplace, body.ids);
      const row = await withTransaction(db, async (tx) => {
        const [inserted] = await tx
          .insert(labelBatches)
          .values({
            accountId: ctx.accountId,
            marketplace,
            orderIds: orders.map((o) => o.id),
            layout: body.layout,
            pickingList: body.pickingList,
          })
          .returning();
        await deps.jobs.enqueue(jobs.labelBatch, { batchId: inserted.id }, { tx });
        return inserted;
      });
      return toLabelBatch(row, ctx.locale);
    },

    status: async (ctx: RequestContext, batchId: string) =>
      toLabelBatch(await batchOf(ctx.accountId, batchId), ctx.locale),

    /** The merged PDF of a finished batch of this account; 404 otherwise. */
    async file(ctx: RequestContext, batchId: string): Promise<Uint8Array> {
      const batch = await batchOf(ctx.accountId, batchId);
      const data = batch.status === 'done' && batch.fileKey ? await files.read(batch.fileKey) : null;
      if (!data) throw notFound();
      return data;
    },

    /**
     * Job: fetches the labels a few at a time (progress in `done`). An order the platform refuses is
     * listed with its reason and the rest still printed; an outage retries the whole batch until the
     * last attempt, which lists it like a refusal.
     */
    async runBatch(batchId: string, job: { final: boolean }) {
      const [batch] = await db.select().from(labelBatches).where(eq(labelBatches.id, batchId)).limit(1);
      if (batch?.status !== 'running') return;
      // Orders deleted since the batch started (their shop was removed) are simply left out.
      const orders = await ordersByIds(db, batch.orderIds);
      await progress(batchId, { done: 0, failures: [] });

      const shopOf = memoized((order: OrderRef) => shops.service.owned(order.accountId, order.shopId));
      const outcomes = await mapLimited(orders, PLATFORM_CONCURRENCY, async (order): Promise<Outcome> => {
        try {
          return { order, document: await documentOf(await shopOf(order), order) };
        } catch (error) {
          return { order, error };
        } finally {
          await countDone(batchId);
        }
      });
      const retry = outcomes.find((o) => 'error' in o && isRetryable(o.error));
      if (retry && !job.final) throw (retry as { error: unknown }).error;

      const printed = outcomes.flatMap((o) => ('document' in o ? [o] : []));
      const failures: Failure[] = outcomes.flatMap((o) => {
        if (!('error' in o)) return [];
        if (!(o.error instanceof AppError)) deps.logger.error({ err: o.error, batchId }, 'label not fetched');
        return [
          {
            orderId: o.order.id,
            orderNumber: o.order.externalId,
            failure: judgeFailure(o.error).failure,
          },
        ];
      });
      if (printed.length === 0) {
        await progress(batchId, { status: 'failed', failures });
        return;
      }
      try {
        const fileKey = await writeMerged(batch, printed);
        await progress(batchId, { status: 'done', fileKey, done: batch.orderIds.length, failures });
      } catch (err) {
        if (!job.final) throw err;
        deps.logger.error({ err, batchId }, 'label PDF not built');
        await progress(batchId, { status: 'failed', failures });
      }
    },
  };
}

export type LabelBatches = ReturnType<typeof createLabelBatches>;
