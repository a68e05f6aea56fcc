import type { BulkRun } from '@booster/contracts';
import { Card, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BulkResultDialog, resultOfRun } from '../../../../ui/bulk-result-dialog.tsx';
import { bulkRunQueryOptions } from '../../api/bulk-runs.ts';

export type BulkProgressProps = { run: BulkRun; title: string; onClose: () => void };

/** A running bulk edit: a bar polled every second, then the bulk result dialog. */
export function BulkProgress({ run: started, title, onClose }: BulkProgressProps) {
  const { t } = useTranslation('products');
  const status = useQuery(bulkRunQueryOptions(started._id, started));
  const run = status.data ?? started;
  const finished = run.succeeded + run.failed;
  const percent = run.total > 0 ? Math.round((finished / run.total) * 100) : 100;
  const isDone = run.status === 'done';
  return (
    <>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{isDone ? t('bulk.finished') : t('bulk.running')}</Text>
          <Progress value={percent} animated={!isDone} size="lg" aria-label={t('bulk.progressLabel')} />
          <Text size="sm" role="status" aria-live="polite">
            {t('bulk.progress', { finished, total: run.total, succeeded: run.succeeded, failed: run.failed })}
          </Text>
          {status.isError && (
            <Text size="sm" c="red.8">
              {t('bulk.statusFailed')}
            </Text>
          )}
        </Stack>
      </Card>
      <BulkResultDialog opened={isDone} title={title} result={resultOfRun(run)} onClose={onClose} />
    </>
  );
}
