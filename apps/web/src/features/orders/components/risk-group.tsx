import { orderRiskSchema } from '@booster/contracts';
import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { PagedTable } from '../../../ui/index.ts';
import { monitorQueryOptions, type OrderRisk } from '../api/order-queries.ts';
import { formatOrderTime } from '../lib/format.ts';
import { orderDetailColumn } from './order-detail-column.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

export const ORDER_RISKS = orderRiskSchema.options;

const RISK_COLORS: Record<OrderRisk, string> = {
  late_to_ship: 'red',
  unpaid_long: 'yellow',
  cancel_requested: 'orange',
};
const GROUP_PAGE_SIZE = 10;

/** One risk: its count and the orders in it, each linking to its detail. */
export function RiskGroup({ risk }: { risk: OrderRisk }) {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...monitorQueryOptions(risk, page, GROUP_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const titleId = `risk-${risk}`;
  const label = t(`monitor.risks.${risk}`);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group gap="sm" mb="sm">
        <Title order={2} size="h5" id={titleId}>
          {label}
        </Title>
        {query.data && (
          <Badge
            color={RISK_COLORS[risk]}
            variant="filled"
            aria-label={t('monitor.count', { count: query.data.totalDocs })}
          >
            {query.data.totalDocs}
          </Badge>
        )}
      </Group>
      <PagedTable
        query={query}
        label={label}
        onPageChange={setPage}
        empty={{ title: t('monitor.empty') }}
        minWidth={860}
        dimWhileFetching
        columns={[
          {
            key: 'order',
            header: t('columns.order'),
            cell: (row) => (
              <Group gap={6} wrap="nowrap">
                <Image
                  src={marketplaceMark(row.marketplace)}
                  w={16}
                  h={16}
                  alt={marketplaceLabel(row.marketplace)}
                />
                <Text size="sm" fw={600}>
                  {row.orderNumber}
                </Text>
              </Group>
            ),
          },
          { key: 'shop', header: t('columns.shop'), cell: (row) => <Text size="sm">{row.shopname}</Text> },
          { key: 'buyer', header: t('columns.buyer'), cell: (row) => <Text size="sm">{row.buyerName}</Text> },
          {
            key: 'status',
            header: t('columns.status'),
            cell: (row) => <OrderStatusBadge status={row.status} platformStatus={row.platformStatus} />,
          },
          {
            key: 'time',
            header: risk === 'late_to_ship' ? t('detail.shipBy') : t('columns.createdAt'),
            cell: (row) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatOrderTime(risk === 'late_to_ship' && row.shipBy ? row.shipBy : row.createdAt)}
              </Text>
            ),
          },
          orderDetailColumn(t),
        ]}
      />
    </Card>
  );
}
