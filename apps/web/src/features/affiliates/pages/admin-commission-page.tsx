import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeader, SectionCard } from '../../../ui/index.ts';
import { adminTermsQueryOptions } from '../api/affiliate-queries.ts';
import { AdminPayouts } from '../components/admin-payouts.tsx';
import { CommissionTermsForm } from '../components/commission-terms-form.tsx';

/**
 * /admin/manage-comission: the commission levels and minimum payout, and the payout requests —
 * paying commission out is managing commission; /admin/leaderboard only ranks.
 */
export function Component() {
  const { t } = useTranslation('affiliates');
  const terms = useQuery(adminTermsQueryOptions());
  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <SectionCard titleId="terms-title" title={t('admin.termsTitle')} subtitle={t('admin.termsSubtitle')}>
        {terms.isPending ? (
          <Loader aria-label={t('admin.termsTitle')} />
        ) : terms.isError ? (
          <ErrorState title={t('loadError')} onRetry={() => void terms.refetch()} />
        ) : (
          <CommissionTermsForm key={terms.data.updatedAt ?? 'defaults'} terms={terms.data} />
        )}
      </SectionCard>
      <SectionCard
        titleId="payouts-title"
        title={t('admin.payoutsTitle')}
        subtitle={t('admin.payoutsSubtitle')}
      >
        <AdminPayouts />
      </SectionCard>
    </Stack>
  );
}
