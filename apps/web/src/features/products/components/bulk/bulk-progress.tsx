import type { BulkRun } from '@booster/contracts';
import { useQuery } from '@tanstack/react-query';
import { ItemRunProgressCard } from '../../../../ui/item-run-progress-card.tsx';
import { bulkRunQueryOptions } from '../../api/bulk-runs.ts';

export type BulkProgressProps = { run: BulkRun; title: string; onClose: () => void };

/** A running bulk edit: a bar polled every second, then the bulk result dialog. */
export function BulkProgress({ run: started, title, onClose }: BulkProgressProps) {
  const status = useQuery(bulkRunQueryOptions(started._id, started));
  return (
    <ItemRunProgressCard
      run={status.data ?? started}
      isStale={status.isError}
      textsAt="products:bulk"
      resultTitle={title}
      onClose={onClose}
    />
  );
}
