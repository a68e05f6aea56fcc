import type { StockDetail } from '@booster/contracts';
import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { PageHeader, SectionCard } from '../../../ui/index.ts';
import { hasPendingPush, stockDetailQueryOptions } from '../api/stock-queries.ts';
import { LinkedListingsTable } from '../components/linked-listings-table.tsx';
import { OversoldBadge } from '../components/oversold-badge.tsx';
import { ProductThumb } from '../components/product-thumb.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ReservedBadge } from '../components/reserved-badge.tsx';
import { StockEditForm } from '../components/stock-edit-form.tsx';

const STOCK_LIST_PATH = paths.product.stock();

function StockEdit({ item }: { item: StockDetail }) {
  const { t } = useTranslation('stock');
  const isPushing = hasPendingPush(item);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <ProductThumb src={item.image} size={56} />
            <Stack gap={2}>
              <Anchor component={Link} to={paths.product.masterEdit(item.masterProductId)} fw={600}>
                {item.productName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[item.sku, item.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
          <Group gap="sm" align="baseline">
            <Text size="sm">{t('stockEdit.current')}</Text>
            <Title order={2} size="h3" aria-label={t('stockEdit.currentLabel', { stock: item.stock })}>
              {item.stock}
            </Title>
            <OversoldBadge units={item.oversold} />
            <ReservedBadge units={item.reserved} />
          </Group>
          <StockEditForm item={item} />
        </Stack>
      </Card>
      <SectionCard
        titleId="stock-links"
        title={t('links.title')}
        subtitle={t('stockEdit.linksSubtitle')}
        aside={
          isPushing && (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t('stockEdit.pushing')}</Text>
            </Group>
          )
        }
      >
        <LinkedListingsTable links={item.links} label={t('links.tableLabel', { sku: item.sku })} />
      </SectionCard>
    </Stack>
  );
}

/** /panel/product/stock/:id/edit: set one master SKU's central stock and watch it reach each listing. */
export function Component() {
  const { t } = useTranslation('stock');
  const { id = '' } = useParams<{ id: string }>();
  const detail = useQuery(stockDetailQueryOptions(id));
  return (
    <>
      <BackLink to={STOCK_LIST_PATH} label={t('stockList.title')} />
      <PageHeader title={t('stockEdit.title')} description={t('stockEdit.description')} />
      <QueryState query={detail} backTo={STOCK_LIST_PATH}>
        {(item) => <StockEdit item={item} />}
      </QueryState>
    </>
  );
}
