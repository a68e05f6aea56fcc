import { type ShipmentTracking, trackingCourierSchema, trackingQuerySchema } from '@booster/contracts';
import {
  formatDateTime,
  TRACKING_COURIER_LABELS,
  TRACKING_COURIERS,
  type TrackingCourier,
} from '@booster/domain';
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../lib/paths.ts';
import { shipmentTrackingQueryOptions } from '../../../lib/shipment-tracking-query.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import { ShipmentQueryState, ShipmentStateBadge, ShipmentTimeline } from '../../../ui/shipment-timeline.tsx';

/** The page's form: the contract's resi rule, and "automatic" as an empty courier. */
const formSchema = trackingQuerySchema.extend({ courier: z.union([z.literal(''), trackingCourierSchema]) });

function TrackingSummary({ tracking }: { tracking: ShipmentTracking }) {
  const { t } = useTranslation('tracking');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="tracking-result-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id="tracking-result-title" style={{ overflowWrap: 'anywhere' }}>
              {t('summaryTitle', { resi: tracking.resi })}
            </Title>
            <Text size="sm" c="dimmed">
              {tracking.courierName}
              {tracking.service ? ` · ${t('service', { service: tracking.service })}` : ''}
            </Text>
          </Stack>
          <ShipmentStateBadge state={tracking.state} />
        </Group>
        {tracking.origin || tracking.destination ? (
          <Text size="sm">
            {t('route', { origin: tracking.origin || '-', destination: tracking.destination || '-' })}
          </Text>
        ) : null}
        {tracking.receiver ? <Text size="sm">{t('receiver', { name: tracking.receiver })}</Text> : null}
        <Title order={3} size="h5">
          {t('timelineTitle')}
        </Title>
        <ShipmentTimeline tracking={tracking} />
        <Text size="xs" c="dimmed">
          {t('checkedAt', { time: formatDateTime(new Date(tracking.checkedAt)) })}
        </Text>
      </Stack>
    </Card>
  );
}

/** /cek-resi and /cek-resi/:courier: anyone pastes a resi number and sees the courier's timeline. */
export function Component() {
  const { t } = useTranslation('tracking');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const courier = TRACKING_COURIERS.find((c) => c === params.courier);
  const resi = search.get('resi') ?? '';
  const query = useQuery(shipmentTrackingQueryOptions(resi, courier));
  const { field, handleSubmit } = useContractForm(formSchema, { resi, courier: courier ?? '' });

  const onSubmit = handleSubmit((values) => {
    const chosen = values.courier === '' ? undefined : (values.courier as TrackingCourier);
    navigate(`${paths.cekResi(chosen)}?resi=${encodeURIComponent(values.resi)}`);
  });

  return (
    <Box py={{ base: 24, md: 48 }}>
      <Container size="sm">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 28, md: 36 }}>
              {courier ? t('titleCourier', { courier: TRACKING_COURIER_LABELS[courier] }) : t('title')}
            </Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
          <Card withBorder padding="lg" component="form" onSubmit={onSubmit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                {...field('resi')}
                label={t('resiLabel')}
                placeholder={t('resiPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                style={{ flex: '1 1 220px' }}
              />
              <NativeSelect
                {...field('courier')}
                label={t('courierLabel')}
                data={[
                  { value: '', label: t('courierAuto') },
                  ...TRACKING_COURIERS.map((c) => ({ value: c, label: TRACKING_COURIER_LABELS[c] })),
                ]}
                style={{ flex: '0 1 160px' }}
              />
              <Button type="submit" leftSection={<SearchIcon size={16} />} loading={query.isLoading}>
                {t('submit')}
              </Button>
            </Group>
          </Card>
          <ShipmentQueryState query={query} lines={4}>
            {(tracking) => <TrackingSummary tracking={tracking} />}
          </ShipmentQueryState>
        </Stack>
      </Container>
    </Box>
  );
}
