import type { ShippingRun } from '@booster/contracts';
import { Card, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BulkResultDialog, resultOfRun } from '../../../ui/bulk-result-dialog.tsx';
import { shippingRunQueryOptions } from '../api/bulk-shipping.ts';

export type ShippingRunProgressProps = { run: ShippingRun; onClose: () => void };

/** A running bulk shipment: a bar polled every second, then the bulk result dialog. */
export function ShippingRunProgress({ run: started, onClose }: ShippingRunProgressProps) {
  const { t } = useTranslation('orders');
  const status = useQuery(shippingRunQueryOptions(started));
  const run = status.data ?? started;
  const finished = run.succeeded + run.failed;
  const percent = run.total > 0 ? Math.round((finished / run.total) * 100) : 100;
  const isDone = run.status === 'done';
  return (
    <>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{isDone ? t('shipping.finished') : t('shipping.running')}</Text>
          <Progress value={percent} animated={!isDone} size="lg" aria-label={t('shipping.progressLabel')} />
          <Text size="sm" role="status" aria-live="polite">
            {t('shipping.progress', {
              finished,
              total: run.total,
              succeeded: run.succeeded,
              failed: run.failed,
            })}
          </Text>
          {status.isError && (
            <Text size="sm" c="red.8">
              {t('shipping.statusFailed')}
            </Text>
          )}
        </Stack>
      </Card>
      <BulkResultDialog
        opened={isDone}
        title={t('shipping.resultTitle')}
        result={resultOfRun(run)}
        onClose={onClose}
      />
    </>
  );
}
