import { trackingCourierOf } from '@booster/domain';
import { Anchor, Card, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { shipmentTrackingQueryOptions } from '../../../lib/shipment-tracking-query.ts';
import { ShipmentQueryState, ShipmentStateBadge, ShipmentTimeline } from '../../../ui/shipment-timeline.tsx';

/** The courier's timeline of a shipped order, the same answer as the public /cek-resi page. */
export function ShipmentCard({ courierName, resi }: { courierName: string; resi: string }) {
  const { t } = useTranslation('tracking');
  const courier = trackingCourierOf(courierName);
  const query = useQuery({
    ...shipmentTrackingQueryOptions(resi, courier ?? undefined),
    enabled: courier !== null,
  });
  if (!courier) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-shipment-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5" id="order-shipment-title">
          {t('timelineTitle')}
        </Title>
        {query.data ? <ShipmentStateBadge state={query.data.state} /> : null}
      </Group>
      <ShipmentQueryState query={query} lines={2}>
        {(tracking) => <ShipmentTimeline tracking={tracking} />}
      </ShipmentQueryState>
      <Anchor
        component={Link}
        to={`${paths.cekResi(courier)}?resi=${encodeURIComponent(resi)}`}
        size="sm"
        mt="sm"
      >
        {t('trackOnPage')}
      </Anchor>
    </Card>
  );
}
