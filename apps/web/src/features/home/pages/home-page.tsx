import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasHomeFeature, isOwner, menuEnabled } from '../../../lib/access.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IntegrationCard } from '../components/integration-card.tsx';
import { ShopImports } from '../components/shop-imports.tsx';
import { StatisticsCard } from '../components/statistics-card.tsx';

/** /panel/home: shop integration and statistics, each behind its home feature flag. */
export function Component() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const showIntegration = hasHomeFeature(user, 'marketplace-integration');
  const showStatistics = hasHomeFeature(user, 'card-statistic');
  return (
    <>
      <PageHeader title={t('title', { name: user?.name ?? '' })} description={t('subtitle')} />
      <Stack gap="lg">
        {params.get('success') === '1' && (
          <Alert color="teal" variant="light" role="status" title={t('facebookLinkedTitle')}>
            {t('facebookLinkedText')}
          </Alert>
        )}
        {showIntegration && user && <ShopImports canSeeProducts={menuEnabled(user, 'product')} />}
        {showIntegration && <IntegrationCard canConnect={isOwner(user)} />}
        {showStatistics && user && <StatisticsCard user={user} />}
        {!showIntegration && !showStatistics && (
          <Text c="dimmed" role="status">
            {t('restrictedHint')}
          </Text>
        )}
      </Stack>
    </>
  );
}
