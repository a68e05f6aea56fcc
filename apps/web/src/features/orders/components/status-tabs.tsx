import { orderTabSchema } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../ui/count-tabs.tsx';
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
    <CountTabs
      tabs={orderTabSchema.options}
      value={value}
      counts={counts}
      onChange={onChange}
      labelOf={(tab) => t(`tabs.${tab}`)}
      wrap
    />
  );
}
