import { isPlanActive, PACKAGE_RANK, PAID_PACKAGE_NAMES } from '@booster/domain';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { ErrorState } from '../../../ui/index.ts';
import { catalogueQueryOptions } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { CurrentPlanCard } from '../components/current-plan-card.tsx';
import { PackageOptionCard } from '../components/package-option-card.tsx';

/** /panel/upgrade: the packages above the current one, and the credit rule for the unused days. */
export function Component() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const catalogue = useQuery(catalogueQueryOptions());
  const current = user?.subscriptionPackage ?? 'free';
  const running =
    !!user &&
    isPlanActive(
      { subscriptionPackage: current, status: user.status, expiredAt: user.expiredAt },
      new Date(),
    );
  const higher = (catalogue.data ?? []).filter(
    (p) =>
      (PAID_PACKAGE_NAMES as readonly string[]).includes(p.name) &&
      (!running || PACKAGE_RANK[p.name] > PACKAGE_RANK[current]),
  );
  return (
    <BillingPage title={t('upgrade.title')} description={t('upgrade.description')}>
      {user && <CurrentPlanCard user={user} />}
      <Alert variant="light" title={t('upgrade.ruleTitle')}>
        <Text size="sm">{t('upgrade.rule')}</Text>
      </Alert>
      {catalogue.isPending && <Skeleton h={320} />}
      {catalogue.isError && <ErrorState onRetry={() => void catalogue.refetch()} />}
      {catalogue.isSuccess && higher.length === 0 && <Text>{t('upgrade.none')}</Text>}
      {catalogue.isSuccess && higher.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(higher.length, 4) }}>
          {higher.map((pkg) => (
            <PackageOptionCard
              key={pkg.name}
              pkg={pkg}
              to={paths.subscription.selectPackage(pkg.name)}
              label={t('upgrade.choose', { name: t(runtimeKey<'billing'>(`packages.${pkg.name}`)) })}
            />
          ))}
        </SimpleGrid>
      )}
    </BillingPage>
  );
}
