import type { Commission, Payout } from '@booster/contracts';
import { formatDateTime } from '@booster/domain';
import { Badge, Card, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { ErrorState, PagedTable, PageHeader, SectionCard } from '../../../ui/index.ts';
import {
  commissionsQueryOptions,
  payoutsQueryOptions,
  summaryQueryOptions,
} from '../api/affiliate-queries.ts';
import { AffiliateStats } from '../components/affiliate-stats.tsx';
import { payoutColumns } from '../components/payout-columns.tsx';
import { PayoutRequestForm } from '../components/payout-request-form.tsx';
import { PayoutStatusBadge } from '../components/payout-status-badge.tsx';
import { ReferralLinkCard } from '../components/referral-link-card.tsx';

const at = (iso: string) => formatDateTime(new Date(iso));

/** A table of the page under its level-2 heading. */
function TableBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text fw={700} component="h2" size="lg" m={0}>
        {title}
      </Text>
      <Card withBorder padding={0}>
        {children}
      </Card>
    </Stack>
  );
}

/** /panel/affiliate: the member's referral link, what it brought, commission, and payouts. */
export function Component() {
  const { t } = useTranslation('affiliates');
  const [commissionPage, setCommissionPage] = useState(1);
  const [payoutPage, setPayoutPage] = useState(1);
  const summary = useQuery(summaryQueryOptions());
  const commissions = useQuery(commissionsQueryOptions(commissionPage));
  const payouts = useQuery(payoutsQueryOptions(payoutPage));

  return (
    <Stack gap="lg" pb={96}>
      <PageHeader title={t('panel.title')} description={t('panel.description')} />
      {summary.isPending ? (
        <Loader aria-label={t('panel.stats')} />
      ) : summary.isError ? (
        <ErrorState title={t('loadError')} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <ReferralLinkCard summary={summary.data} />
          <AffiliateStats summary={summary.data} />
          <SectionCard
            titleId="payout-title"
            title={t('payout.title')}
            subtitle={t('payout.subtitle', {
              available: summary.data.available,
              min: summary.data.minPayout,
            })}
          >
            <PayoutRequestForm key={summary.data.available} summary={summary.data} />
          </SectionCard>
        </>
      )}
      <TableBlock title={t('commissions.title')}>
        <PagedTable<Commission>
          query={commissions}
          label={t('commissions.table')}
          minWidth={640}
          onPageChange={setCommissionPage}
          empty={{ title: t('commissions.emptyTitle'), description: t('commissions.emptyText') }}
          columns={[
            { key: 'date', header: t('commissions.date'), cell: (c) => at(c.createdAt) },
            { key: 'referral', header: t('commissions.referral'), cell: (c) => c.referralName },
            {
              key: 'invoiceAmount',
              header: t('commissions.invoiceAmount'),
              cell: (c) => formatRupiah(c.invoiceAmount),
            },
            { key: 'percent', header: t('commissions.percent'), cell: (c) => `${c.percent}%` },
            { key: 'amount', header: t('commissions.amount'), cell: (c) => formatRupiah(c.amount) },
            {
              key: 'status',
              header: t('commissions.status'),
              cell: (c) => (
                <Badge color={c.status === 'earned' ? 'green' : 'gray'} variant="light">
                  {t(`commissions.${c.status}`)}
                </Badge>
              ),
            },
          ]}
        />
      </TableBlock>
      <TableBlock title={t('payout.history')}>
        <PagedTable<Payout>
          query={payouts}
          label={t('payout.history')}
          minWidth={640}
          onPageChange={setPayoutPage}
          empty={{ title: t('payout.emptyTitle'), description: t('payout.emptyText') }}
          columns={[
            ...payoutColumns<Payout>(t),
            {
              key: 'status',
              header: t('columns.status'),
              cell: (p) => <PayoutStatusBadge status={p.status} />,
            },
            { key: 'reason', header: t('columns.reason'), cell: (p) => p.reason ?? '—' },
          ]}
        />
      </TableBlock>
    </Stack>
  );
}
