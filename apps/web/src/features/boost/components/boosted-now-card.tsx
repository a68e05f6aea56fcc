import type { BoostQueue } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/index.ts';

/** What Shopee held boosted at the last read (the seller's own Seller Centre boosts too), out of 5. */
export function BoostedNowCard({ queue }: { queue: BoostQueue }) {
  const { t } = useTranslation('boost');
  return (
    <SectionCard
      titleId="boosted-now"
      title={t('boosted.title')}
      subtitle={t('boosted.subtitle')}
      aside={
        <Badge variant="outline" color={queue.boosted.length >= queue.maxBoosted ? 'orange.9' : 'teal.9'}>
          {queue.boosted.length}/{queue.maxBoosted}
        </Badge>
      }
    >
      {queue.boosted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('boosted.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {queue.boosted.map((b) => (
            <Group key={b.externalId} component="li" justify="space-between" wrap="wrap" gap={4}>
              <Text size="sm" fw={600} lineClamp={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                {b.name ?? t('boosted.unknown', { id: b.externalId })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('boosted.until', { time: formatDateTimeDashed(new Date(b.boostedUntil)) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
