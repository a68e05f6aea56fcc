import type { AffiliateSummary } from '@booster/contracts';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';

/** Clicks, sign-ups, paying referrals and the money: earned, not paid out yet, paid. */
export function AffiliateStats({ summary }: { summary: AffiliateSummary }) {
  const { t } = useTranslation('affiliates');
  const items = [
    { key: 'clicks', label: t('panel.clicks'), value: String(summary.clicks) },
    { key: 'signUps', label: t('panel.signUps'), value: String(summary.signUps) },
    { key: 'payingReferrals', label: t('panel.payingReferrals'), value: String(summary.payingReferrals) },
    { key: 'earned', label: t('panel.earned'), value: formatRupiah(summary.earned) },
    {
      key: 'pending',
      label: t('panel.pending'),
      value: formatRupiah(summary.pending),
      hint: summary.requested > 0 ? t('panel.pendingHint', { amount: summary.requested }) : undefined,
    },
    { key: 'paid', label: t('panel.paid'), value: formatRupiah(summary.paid) },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      aria-label={t('panel.stats')}
      component="dl"
      m={0}
    >
      {items.map((item) => (
        <Card key={item.key} withBorder padding="md" data-testid={`stat-${item.key}`}>
          <Text component="dt" size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {item.value}
          </Text>
          {item.hint && (
            <Text size="xs" c="dimmed">
              {item.hint}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
