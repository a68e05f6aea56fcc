import { PAID_PACKAGE_NAMES } from '@booster/domain';
import { SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { ErrorState } from '../../../ui/index.ts';
import { catalogueQueryOptions } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { CurrentPlanCard } from '../components/current-plan-card.tsx';
import { PackageOptionCard } from '../components/package-option-card.tsx';

/** /panel/plan: the member's package and every package that can be bought. */
export function Component() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const catalogue = useQuery(catalogueQueryOptions());
  const paid =
    catalogue.data?.filter((p) => (PAID_PACKAGE_NAMES as readonly string[]).includes(p.name)) ?? [];
  return (
    <BillingPage title={t('plan.title')} description={t('plan.description')}>
      {user && <CurrentPlanCard user={user} />}
      <Title order={2} size="h3">
        {t('plan.catalogueTitle')}
      </Title>
      {catalogue.isPending && <Skeleton h={320} />}
      {catalogue.isError && <ErrorState onRetry={() => void catalogue.refetch()} />}
      {catalogue.isSuccess && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {paid.map((pkg) => (
            <PackageOptionCard
              key={pkg.name}
              pkg={pkg}
              to={paths.subscription.selectPackage(pkg.name, pkg.name === user?.subscriptionPackage)}
              label={t('plan.choose')}
            />
          ))}
        </SimpleGrid>
      )}
    </BillingPage>
  );
}
