import { LABEL_FILE_PATH, type LabelBatch, type labelBatchBodySchema } from '@booster/contracts';
import { orderRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, callPath } from '../../../lib/api-client.ts';
import { labelBatchKeys } from './order-keys.ts';

export type LabelBatchBody = z.input<typeof labelBatchBodySchema>;
export type LabelLayout = NonNullable<LabelBatchBody['layout']>;

export const LABEL_POLL_MS = 1000;

/** Starts building the merged PDF; the server answers with the batch at 0 done. */
export function startLabelBatch(marketplace: Marketplace, body: LabelBatchBody) {
  return callApi(orderRoutes.printLabels, { params: { marketplace }, body });
}

/** A batch's progress, polled every second while it runs. */
export function labelBatchQueryOptions(batch: LabelBatch) {
  return queryOptions({
    queryKey: labelBatchKeys.detail(batch._id),
    queryFn: ({ signal }) => callApi(orderRoutes.labelBatch, { params: { id: batch._id }, signal }),
    initialData: batch,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? LABEL_POLL_MS : false),
  });
}

/** The merged PDF, fetched with the seller's token (a plain link would carry none). */
export function downloadLabelFile(batch: LabelBatch): Promise<Blob> {
  const path = batch.fileUrl ?? LABEL_FILE_PATH.replace(':id', encodeURIComponent(batch._id));
  return callPath<Blob>('GET', path, { as: 'blob' });
}
