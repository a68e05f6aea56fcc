import type { ShipmentTracking } from '@booster/contracts';
import { formatDateTime } from '@booster/domain';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<ShipmentTracking['state'], string> = {
  pickedUp: 'gray',
  inTransit: 'blue',
  withCourier: 'orange',
  delivered: 'teal',
  problem: 'red',
};

export function ShipmentStateBadge({ state }: { state: ShipmentTracking['state'] }) {
  const { t } = useTranslation('tracking');
  return (
    <Badge color={STATE_COLORS[state]} variant="light" autoContrast>
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
