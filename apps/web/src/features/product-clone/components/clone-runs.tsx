import type { CloneRun } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { notify } from '../../../ui/index.ts';
import { ItemRunProgressCard } from '../../../ui/item-run-progress-card.tsx';
import { cloneRunQueryOptions, useCloneActions, useRefreshAfterRun } from '../api/clone-api.ts';

/**
 * The run being watched: its bar (brought into view: the start button is at the foot of a long form),
 * then the bulk result dialog; once done, the preview's "copied" marks and the run list are read again.
 */
export function CloneRunProgress({ run: started, onClose }: { run: CloneRun; onClose: () => void }) {
  const { t } = useTranslation('productClone');
  const status = useQuery(cloneRunQueryOptions(started._id, started));
  const run = status.data ?? started;
  const refresh = useRefreshAfterRun();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const isDone = run.status === 'done';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per run, when it finishes
  useEffect(() => {
    if (isDone) refresh();
  }, [isDone, run._id]);
  return (
    <div ref={box} style={{ scrollMarginTop: 'calc(var(--header-height) + var(--topbar-offset) + 16px)' }}>
      <ItemRunProgressCard
        run={run}
        isStale={status.isError}
        textsAt="productClone:run"
        resultTitle={t('run.resultTitle')}
        onClose={onClose}
      />
    </div>
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
            {/* A basis wide enough that on a phone the route gets the whole row and the buttons wrap below. */}
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
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
