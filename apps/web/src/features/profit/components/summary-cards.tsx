import type { ProfitTotals } from '@booster/contracts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { formatMargin } from '../lib/profit-format.ts';

/** The range's totals over the orders whose profit is known. */
export function SummaryCards({ totals }: { totals: ProfitTotals }) {
  const { t, i18n } = useTranslation('profit');
  const cards = [
    { key: 'profit', value: formatRupiah(totals.profit), color: totals.profit < 0 ? 'red.8' : 'teal.8' },
    { key: 'margin', value: formatMargin(totals.margin, i18n.language) },
    { key: 'revenue', value: formatRupiah(totals.revenue) },
    { key: 'costOfGoods', value: formatRupiah(totals.costOfGoods) },
    { key: 'fees', value: formatRupiah(totals.fees) },
    { key: 'orders', value: String(totals.orders) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {cards.map((c) => (
        <Card key={c.key} withBorder padding="md">
          <Text size="sm" c="dimmed">
            {t(`report.cards.${c.key}`)}
          </Text>
          <Title
            order={2}
            fz={{ base: 18, sm: 22 }}
            c={'color' in c ? c.color : undefined}
            style={{ overflowWrap: 'anywhere' }}
            data-testid={`total-${c.key}`}
          >
            {c.value}
          </Title>
        </Card>
      ))}
    </SimpleGrid>
  );
}
