import type { ShipmentTracking } from '@booster/contracts';
import { formatDateTime } from '@booster/domain';
import { Alert, Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/error-message.ts';

/** Dark shades under white text: the light badge tones fail WCAG contrast at badge size. */
const STATE_COLORS: Record<ShipmentTracking['state'], string> = {
  pickedUp: 'gray.7',
  inTransit: 'blue.9',
  withCourier: 'orange.9',
  delivered: 'teal.9',
  problem: 'red.9',
};

export function ShipmentStateBadge({ state }: { state: ShipmentTracking['state'] }) {
  const { t } = useTranslation('tracking');
  return (
    <Badge color={STATE_COLORS[state]} variant="filled">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** The courier's scans, newest first, each with its WIB time and place. */
export function ShipmentTimeline({ tracking }: { tracking: ShipmentTracking }) {
  const { t } = useTranslation('tracking');
  if (tracking.events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noEvents')}
      </Text>
    );
  }
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} aria-label={t('timelineLabel')}>
      {tracking.events.map((event) => (
        <Timeline.Item key={`${event.at}-${event.description}`}>
          <Stack gap={2}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {event.description}
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('wib', { time: formatDateTime(new Date(event.at)) })}
              </Text>
              {event.location ? (
                <Text size="xs" c="dimmed">
                  · {event.location}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A tracking query's state: skeleton lines while it loads, the server's message on failure, else `children`. */
export function ShipmentQueryState({
  query,
  lines,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; data?: ShipmentTracking };
  lines: number;
  children: (tracking: ShipmentTracking) => ReactNode;
}) {
  const { t } = useTranslation('tracking');
  if (query.isLoading) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('checking')}>
        {Array.from({ length: lines }, (_, i) => `line-${i}`).map((key, i) => (
          <Skeleton key={key} height={16} width={i === lines - 1 ? '70%' : undefined} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {describeError(query.error)}
      </Alert>
    );
  }
  return query.data ? children(query.data) : null;
}
