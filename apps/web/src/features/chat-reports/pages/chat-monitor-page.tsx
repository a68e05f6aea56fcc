import type { ChatMonitorItem } from '@booster/contracts';
import { chatUrgency, jakartaParts, marketplaceLabel } from '@booster/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { onRealtimeFrame } from '../../../lib/realtime-listeners.ts';
import {
  ChatMarketplaceFilter,
  type ChatMarketplaceFilterValue,
} from '../../../ui/chat-marketplace-filter.tsx';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { StatTile } from '../../../ui/stat-tile.tsx';
import { chatMonitorQueryOptions, chatReportKeys } from '../api/chat-report-queries.ts';
import { formatDuration } from '../lib/report-format.ts';

const URGENCY_COLOR = { overdue: 'red', critical: 'orange', soon: 'yellow', ok: 'teal' } as const;
/** Chat events come in bursts (a buyer typing several lines): refetch at most this often. */
const REFETCH_GAP_MS = 1000;
const TICK_MS = 15_000;

/** Refetches the monitor on every chat event of the account (new message, answer, presence). */
function useLiveMonitor() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onRealtimeFrame((frame) => {
      if (!frame.event.startsWith('chat.') || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: [...chatReportKeys.all, 'monitor'] });
      }, REFETCH_GAP_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient]);
}

/** The clock the time left counts down on, ticking every few seconds. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

const count = (n: number) => n.toLocaleString('id-ID');

/** /panel/chat/monitor: "Monitor Chat". */
export function Component() {
  const { t } = useTranslation('chatReports');
  const [filter, setFilter] = useState<ChatMarketplaceFilterValue>('all');
  const monitor = useQuery(chatMonitorQueryOptions(filter === 'all' ? {} : { marketplace: filter }));
  useLiveMonitor();
  const clientNow = useNow();
  // Count down on the server's clock: its `now` plus the time passed here since the answer came.
  const [anchor, setAnchor] = useState<{ server: number; client: number } | null>(null);
  const serverNow = monitor.data?.now;
  useEffect(() => {
    if (serverNow) setAnchor({ server: new Date(serverNow).getTime(), client: Date.now() });
  }, [serverNow]);
  const now = anchor ? anchor.server + Math.max(0, clientNow - anchor.client) : clientNow;

  const items = monitor.data?.items ?? [];
  const left = (item: ChatMonitorItem) => new Date(item.deadline).getTime() - now;
  const overdue = items.filter((i) => left(i) <= 0).length;
  const critical = items.filter((i) => chatUrgency(left(i)) === 'critical').length;

  return (
    <>
      <PageHeader title={t('monitor.title')} description={t('monitor.description')} />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <ChatMarketplaceFilter
            label={t('monitor.filter')}
            allLabel={t('monitor.all')}
            value={filter}
            onChange={setFilter}
          />
          <Badge variant="dot" color="teal">
            {t('monitor.live')}
          </Badge>
        </Group>
        {monitor.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('monitor.loading')}>
            <Skeleton h={72} radius="md" />
            <Skeleton h={96} radius="md" />
            <Skeleton h={96} radius="md" />
          </Stack>
        )}
        {monitor.isError && <ErrorState onRetry={() => void monitor.refetch()} />}
        {monitor.data && (
          <>
            <SimpleGrid cols={3} spacing="sm">
              <StatTile compact label={t('monitor.total')} value={count(monitor.data.total)} />
              <StatTile
                compact
                label={t('monitor.overdue')}
                value={count(overdue)}
                color={overdue > 0 ? 'red' : undefined}
              />
              <StatTile
                compact
                label={t('monitor.critical')}
                value={count(critical)}
                color={critical > 0 ? 'orange' : undefined}
              />
            </SimpleGrid>
            {items.length === 0 ? (
              <EmptyState title={t('monitor.emptyTitle')} description={t('monitor.emptyText')} />
            ) : (
              <Stack
                gap="sm"
                component="ul"
                aria-label={t('monitor.title')}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {items.map((item) => (
                  <MonitorRow key={item.conversationId} item={item} msLeft={left(item)} now={now} />
                ))}
              </Stack>
            )}
            {monitor.data.total > items.length && (
              <Text size="sm" c="dimmed">
                {t('monitor.shown', { shown: items.length, total: monitor.data.total })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </>
  );
}

function MonitorRow({ item, msLeft, now }: { item: ChatMonitorItem; msLeft: number; now: number }) {
  const { t } = useTranslation('chatReports');
  const urgency = chatUrgency(msLeft);
  const color = URGENCY_COLOR[urgency];
  const deadline = jakartaParts(new Date(item.deadline));
  const deadlineText = `${String(deadline.day).padStart(2, '0')}/${String(deadline.month).padStart(2, '0')} ${String(deadline.hour).padStart(2, '0')}:${String(deadline.minute).padStart(2, '0')}`;
  const waited = (now - new Date(item.waitingSince).getTime()) / 1000;
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-label={item.buyerName}
      data-urgency={urgency}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{item.buyerName}</Text>
            <Text size="xs" c="dimmed">
              {marketplaceLabel(item.marketplace)} · {item.shopname}
            </Text>
          </Group>
          <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {item.lastMessage?.preview || t('monitor.noMessage')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('monitor.waiting', { time: formatDuration(t, waited) })} ·{' '}
            {t('monitor.deadline', { time: deadlineText })}
          </Text>
          <Text size="xs" c={item.viewers.length ? 'blue.8' : 'dimmed'}>
            {item.viewers.length
              ? item.viewers
                  .map((v) =>
                    t(v.state === 'typing' ? 'monitor.typing' : 'monitor.viewing', { name: v.name }),
                  )
                  .join(', ')
              : t('monitor.nobody')}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge color={color} variant={urgency === 'ok' ? 'light' : 'filled'}>
            {t(`monitor.urgency.${urgency}`)}
          </Badge>
          <Text size="sm" fw={600} c={`${color}.9`}>
            {msLeft > 0
              ? t('monitor.left', { time: formatDuration(t, msLeft / 1000) })
              : t('monitor.late', { time: formatDuration(t, -msLeft / 1000) })}
          </Text>
          <Anchor component={Link} to={paths.chat.conversation(item.conversationId)} size="sm">
            {t('monitor.open')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
