import type { ShipmentTracking } from '@booster/contracts';
import { formatDateTime } from '@booster/domain';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
