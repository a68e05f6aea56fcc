import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemRunProgressCard } from '../../../ui/item-run-progress-card.tsx';
import { runQueryOptions } from '../api/scrape-api.ts';

export type ShopRunProgressProps = { runId: string; total: number; onClose: () => void };

/** A shop scrape reading its products: a bar, then the bulk result dialog. */
export function ShopRunProgress({ runId, total, onClose }: ShopRunProgressProps) {
  const { t } = useTranslation('productScrape');
  const status = useQuery(runQueryOptions(runId));
  const started = {
    _id: runId,
    kind: 'shop',
    status: 'running' as const,
    total,
    succeeded: 0,
    failed: 0,
    failures: [],
    createdAt: new Date().toISOString(),
  };
  return (
    <ItemRunProgressCard
      run={status.data ?? started}
      isStale={status.isError}
      textsAt="productScrape:run"
      resultTitle={t('run.resultTitle')}
      onClose={onClose}
    />
  );
}
