import type { ItemRun } from '@booster/contracts';
import { Card, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../i18n/keys.ts';
import { BulkResultDialog, resultOfRun } from './bulk-result-dialog.tsx';

export type ItemRunProgressCardProps = {
  /** The run as last read (polled by the feature's query). */
  run: ItemRun;
  /** The last poll failed (the bar may be stale). */
  isStale: boolean;
  /**
   * Where the feature keeps its texts (`orders:shipping`): `running`, `finished`, `progressLabel`,
   * `progress` (finished, total, succeeded, failed) and `statusFailed`.
   */
  textsAt:
    | 'orders:shipping'
    | 'products:bulk'
    | 'productFrames:run'
    | 'productClone:run'
    | 'productScrape:run';
  resultTitle: string;
  onClose: () => void;
};

/** A bulk run of any feature (bulk edit, bulk shipping…): its bar while it works, then the result dialog. */
export function ItemRunProgressCard({
  run,
  isStale,
  textsAt,
  resultTitle,
  onClose,
}: ItemRunProgressCardProps) {
  const { t } = useTranslation();
  const text = (key: string, params = {}) => t(runtimeKey(`${textsAt}.${key}`), params);
  const finished = run.succeeded + run.failed;
  const percent = run.total > 0 ? Math.round((finished / run.total) * 100) : 100;
  const isDone = run.status === 'done';
  return (
    <>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600}>{isDone ? text('finished') : text('running')}</Text>
          <Progress value={percent} animated={!isDone} size="lg" aria-label={text('progressLabel')} />
          <Text size="sm" role="status" aria-live="polite">
            {text('progress', { finished, total: run.total, succeeded: run.succeeded, failed: run.failed })}
          </Text>
          {isStale && (
            <Text size="sm" c="red.8">
              {text('statusFailed')}
            </Text>
          )}
        </Stack>
      </Card>
      <BulkResultDialog opened={isDone} title={resultTitle} result={resultOfRun(run)} onClose={onClose} />
    </>
  );
}
