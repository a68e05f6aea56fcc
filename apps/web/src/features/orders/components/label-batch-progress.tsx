import type { LabelBatch } from '@booster/contracts';
import { Alert, Button, Card, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { labelBatchQueryOptions } from '../api/label-batches.ts';
import { useLabelFile } from '../hooks/use-label-file.ts';

export type LabelBatchProgressProps = { batch: LabelBatch; onRestart: () => void };

/** A label batch being built: a bar polled every second, then the PDF to open or save, and what failed. */
export function LabelBatchProgress({ batch: started, onRestart }: LabelBatchProgressProps) {
  const { t } = useTranslation('orders');
  const status = useQuery(labelBatchQueryOptions(started));
  const batch = status.data ?? started;
  const file = useLabelFile(batch);
  const percent = batch.total > 0 ? Math.round((batch.done / batch.total) * 100) : 100;
  const isRunning = batch.status === 'running';
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Text fw={600}>
          {isRunning
            ? t('labels.running')
            : batch.status === 'done'
              ? t('labels.ready')
              : t('labels.failedBatch')}
        </Text>
        <Progress value={percent} animated={isRunning} size="lg" aria-label={t('labels.progressLabel')} />
        <Text size="sm" role="status" aria-live="polite">
          {t('labels.progress', { done: batch.done, total: batch.total })}
        </Text>
        {status.isError && (
          <Text size="sm" c="red.8">
            {t('labels.statusFailed')}
          </Text>
        )}
        {file.isReady && (
          <Group gap="sm">
            {file.url ? (
              <>
                <Button component="a" href={file.url} target="_blank" rel="noopener">
                  {t('labels.open')}
                </Button>
                <Button component="a" href={file.url} download={`label-${batch._id}.pdf`} variant="default">
                  {t('labels.download')}
                </Button>
              </>
            ) : file.isError ? (
              <Button variant="light" color="red" onClick={() => void file.retry()}>
                {t('labels.downloadFailed')}
              </Button>
            ) : (
              <Button loading>{t('labels.open')}</Button>
            )}
          </Group>
        )}
        {batch.failures.length > 0 && (
          <Alert color="red" variant="light" title={t('labels.failures', { count: batch.failures.length })}>
            <List size="sm" spacing={4} aria-label={t('labels.failures', { count: batch.failures.length })}>
              {batch.failures.map((failure) => (
                <List.Item key={failure.orderId}>
                  <Text span size="sm" fw={500}>
                    {failure.orderNumber}
                  </Text>
                  <Text span size="sm">{` · ${failure.reason}`}</Text>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {!isRunning && (
          <Group>
            <Button variant="subtle" onClick={onRestart}>
              {t('labels.again')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
