import type { OrderDetail } from '@booster/contracts';
import { formatRecipientAddress, type Marketplace, offersBulkShipping } from '@booster/domain';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { orderQueryOptions } from '../api/order-queries.ts';
import { BackToList } from '../components/back-to-list.tsx';
import { FactCard } from '../components/fact-card.tsx';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderMoneyCard } from '../components/order-money-card.tsx';
import { OrderSection } from '../components/order-section.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { ShipmentCard } from '../components/shipment-card.tsx';
import { useMarketplace } from '../hooks/use-marketplace.ts';
import { formatOrderTime } from '../lib/format.ts';
import { orderPaths } from '../lib/order-paths.ts';

/** /panel/order/mp/:marketplace/:id/detail — `id` is ours, or Lazada's order-item id. */
export function Component() {
  const { t } = useTranslation('orders');
  const marketplace = useMarketplace();
  const { id = '' } = useParams<{ id: string }>();
  const order = useQuery(orderQueryOptions(marketplace, id));
  const isMissing = order.error instanceof ApiClientError && order.error.statusCode === 404;
  return (
    <>
      <BackToList marketplace={marketplace} />
      {order.isPending && (
        <Stack gap="md" aria-busy="true" aria-label={t('detail.loading')}>
          <Skeleton h={40} w={320} />
          <Skeleton h={180} />
          <Skeleton h={140} />
        </Stack>
      )}
      {isMissing && <EmptyState title={t('detail.notFound')} />}
      {order.isError && !isMissing && <ErrorState onRetry={() => void order.refetch()} />}
      {order.data && <OrderDetailView marketplace={marketplace} order={order.data} />}
    </>
  );
}

function OrderDetailView({ marketplace, order }: { marketplace: Marketplace; order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const time = (iso: string | null) => (iso ? formatOrderTime(iso) : '-');
  const { recipient } = order;
  return (
    <>
      <PageHeader
        title={t('detail.title', { number: order.orderNumber })}
        description={t('detail.subtitle', {
          shop: order.shopname,
          marketplace: marketplaceLabel(marketplace),
          time: time(order.createdAt),
        })}
        actions={
          <>
            {offersBulkShipping(marketplace) && order.status === 'ready_to_ship' && (
              <Button
                component={Link}
                to={orderPaths.bulkShipping(marketplace, [order._id])}
                variant="default"
              >
                {t('detail.ship')}
              </Button>
            )}
            <Button component={Link} to={orderPaths.printLabel(marketplace, [order._id])}>
              {t('detail.printLabel')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('detail.status')}
            </Text>
            <OrderStatusBadge
              status={order.status}
              platformStatus={t('detail.platformStatus', {
                marketplace: marketplaceLabel(marketplace),
                status: order.platformStatus,
              })}
            />
          </Stack>
        </Card>
        {order.cancelRequested && (
          <Alert color="orange" variant="light" role="alert" title={t('detail.cancelRequested')} />
        )}
        <OrderItemsTable items={order.items} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <FactCard
            title={t('detail.buyer')}
            facts={[
              { label: t('detail.buyerName'), value: order.buyerName },
              { label: t('detail.recipient'), value: `${recipient.name} · ${recipient.phone}` },
              { label: t('detail.address'), value: formatRecipientAddress(recipient) || '-' },
            ]}
          />
          <FactCard
            title={t('detail.payment')}
            facts={[
              { label: t('detail.paymentMethod'), value: order.paymentMethod || '-' },
              { label: t('detail.paidAt'), value: order.paidAt ? time(order.paidAt) : t('detail.notPaid') },
            ]}
          />
          <FactCard
            title={t('detail.logistics')}
            facts={[
              { label: t('detail.courier'), value: order.courier || '-' },
              { label: t('detail.tracking'), value: order.trackingNumber ?? t('list.noTracking') },
              { label: t('detail.shipBy'), value: time(order.shipBy) },
            ]}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <OrderMoneyCard money={order.money} marketplace={marketplaceLabel(marketplace)} />
          <Stack gap="md">
            <OrderTimeline timeline={order.timeline} />
            {order.trackingNumber ? (
              <ShipmentCard courierName={order.courier} resi={order.trackingNumber} />
            ) : null}
            <OrderSection titleId="order-note-title" title={t('detail.note')}>
              <Text size="sm" c={order.note ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
                {order.note || t('detail.noNote')}
              </Text>
            </OrderSection>
          </Stack>
        </SimpleGrid>
      </Stack>
    </>
  );
}
