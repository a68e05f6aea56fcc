import type { CloneRun } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { notify } from '../../../ui/index.ts';
import { ItemRunProgressCard } from '../../../ui/item-run-progress-card.tsx';
import { cloneRunQueryOptions, useCloneActions } from '../api/clone-api.ts';

/** The run being watched: its bar, then the bulk result dialog. */
export function CloneRunProgress({ run: started, onClose }: { run: CloneRun; onClose: () => void }) {
  const { t } = useTranslation('productClone');
  const status = useQuery(cloneRunQueryOptions(started._id, started));
  return (
    <ItemRunProgressCard
      run={status.data ?? started}
      isStale={status.isError}
      textsAt="productClone:run"
      resultTitle={t('run.resultTitle')}
      onClose={onClose}
    />
  );
}

const shopText = (shop: CloneRun['source']) => `${shop.shopname} (${marketplaceLabel(shop.marketplace)})`;

/** The latest runs; a finished run with failures can copy them again. */
export function CloneRunList({ runs, onWatch }: { runs: CloneRun[]; onWatch: (run: CloneRun) => void }) {
  const { t } = useTranslation('productClone');
  const { resume } = useCloneActions();
  if (runs.length === 0) return <Text size="sm">{t('runs.empty')}</Text>;
  return (
    <Stack gap="sm">
      {runs.map((run) => (
        <Card key={run._id} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('runs.route', { from: shopText(run.source), to: shopText(run.destination) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('runs.counts', {
                  succeeded: run.succeeded,
                  failed: run.failed,
                  skipped: run.skipped,
                  total: run.total + run.skipped,
                })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={run.status === 'running' ? 'blue' : 'green'} variant="light">
                {run.status === 'running' ? t('runs.running') : t('runs.done')}
              </Badge>
              <Button size="xs" variant="default" onClick={() => onWatch(run)}>
                {t('runs.show')}
              </Button>
              {run.status === 'done' && run.failed > 0 && (
                <Button
                  size="xs"
                  loading={resume.isPending && resume.variables === run._id}
                  onClick={() =>
                    resume.mutate(run._id, {
                      onSuccess: (next) => {
                        notify.success(t('runs.resumed'));
                        onWatch(next);
                      },
                      onError: (error) => reportActionError(error, t('runs.resumeFailed')),
                    })
                  }
                >
                  {t('runs.resume')}
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
