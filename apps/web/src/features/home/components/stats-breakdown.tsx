import type { OrderStats } from '@booster/contracts';
import { Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { PlainList } from '../../../ui/plain-list.tsx';

export type StatsBreakdownProps = { marketplaces: OrderStats['marketplaces']; totalRevenue: number };

/** Each marketplace's orders and revenue with its share, and its shops under it, biggest first. */
export function StatsBreakdown({ marketplaces, totalRevenue }: StatsBreakdownProps) {
  const { t } = useTranslation('home');
  const sorted = [...marketplaces].filter((m) => m.orders > 0).sort((a, b) => b.revenue - a.revenue);
  return (
    <PlainList gap="md" aria-label={t('statistics.breakdown')}>
      {sorted.map((mp) => {
        const name = marketplaceLabel(mp.marketplace);
        const share = totalRevenue > 0 ? (mp.revenue / totalRevenue) * 100 : 0;
        return (
          <Stack key={mp.marketplace} gap={4} component="li" aria-label={name}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Image src={marketplaceMark(mp.marketplace)} alt="" w={18} h={18} />
                <Text size="sm" fw={600}>
                  {name}
                </Text>
              </Group>
              <Text size="sm" fw={600}>
                {t('statistics.ordersRevenue', { count: mp.orders, revenue: formatRupiah(mp.revenue) })}
              </Text>
            </Group>
            <Progress value={share} color="teal" size="sm" aria-hidden />
            <Stack gap={2} pl="lg">
              {[...mp.shops]
                .sort((a, b) => b.revenue - a.revenue)
                .map((shop) => (
                  <Group key={shop.shopId} justify="space-between" wrap="nowrap">
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {shop.shopname}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('statistics.ordersRevenue', {
                        count: shop.orders,
                        revenue: formatRupiah(shop.revenue),
                      })}
                    </Text>
                  </Group>
                ))}
            </Stack>
          </Stack>
        );
      })}
    </PlainList>
  );
}
