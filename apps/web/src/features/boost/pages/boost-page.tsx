import { MARKETPLACE_CAPABILITIES } from '@booster/domain';
import { Group, Loader, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { EmptyStateWithLink } from '../../../ui/empty-state-with-link.tsx';
import { ErrorState, PageHeader } from '../../../ui/index.ts';
import { boostShopsQueryOptions } from '../api/boost-api.ts';
import { BoostShopCard } from '../components/boost-shop-card.tsx';

const RULES = MARKETPLACE_CAPABILITIES.shopee.boost;

/** /panel/product/boost: every Shopee shop with its boost queue. */
export function Component() {
  const { t } = useTranslation('boost');
  const shops = useQuery(boostShopsQueryOptions());
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { max: RULES.maxBoosted, hours: RULES.boostHours })}
      />
      {shops.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('title')} />
        </Group>
      ) : shops.isError ? (
        <ErrorState onRetry={() => shops.refetch()} />
      ) : shops.data.docs.length === 0 ? (
        <EmptyStateWithLink
          title={t('list.empty')}
          description={t('list.emptyText')}
          linkLabel={t('list.toHome')}
          to={paths.panel.home()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {shops.data.docs.map((shop) => (
            <BoostShopCard key={shop.shopId} shop={shop} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
