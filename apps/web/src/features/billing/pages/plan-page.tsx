import { PAID_PACKAGE_NAMES } from '@booster/domain';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { ErrorState, PageHeader } from '../../../ui/index.ts';
import { catalogueQueryOptions } from '../api/billing-queries.ts';
import { CurrentPlanCard } from '../components/current-plan-card.tsx';
import { PackageOptionCard } from '../components/package-option-card.tsx';
import { CHAT_WIDGET_ROOM } from '../lib/layout.ts';

/** /panel/plan: the member's package and every package that can be bought. */
export function Component() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const catalogue = useQuery(catalogueQueryOptions());
  const paid =
    catalogue.data?.filter((p) => (PAID_PACKAGE_NAMES as readonly string[]).includes(p.name)) ?? [];
  return (
    <Stack gap="lg" pb={CHAT_WIDGET_ROOM}>
      <PageHeader title={t('plan.title')} description={t('plan.description')} />
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
    </Stack>
  );
}
