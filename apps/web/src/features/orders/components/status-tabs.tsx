import { orderTabSchema } from '@booster/contracts';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from '../hooks/use-order-filters.ts';

export type StatusTabsProps = {
  value: OrderTab;
  counts: Partial<Record<OrderTab, number>> | undefined;
  onChange: (tab: OrderTab) => void;
};

/**
 * Semua, Belum Bayar, Perlu Dikirim, Diproses, Dikirim, Selesai, Permintaan Pembatalan, Dibatalkan,
 * Pengembalian with counts.
 */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <Tabs value={value} onChange={(next) => next && onChange(orderTabSchema.parse(next))} mb="md">
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {orderTabSchema.options.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {counts
              ? t('tabs.withCount', { label: t(`tabs.${tab}`), count: counts[tab] ?? 0 })
              : t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
