import type { ShippingRun } from '@booster/contracts';
import { type Marketplace, offersBulkShipping } from '@booster/domain';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { idsFromParams } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, notify, PageHeader } from '../../../ui/index.ts';
import { shippingOptionsQueryOptions, startBulkShipping } from '../api/bulk-shipping.ts';
import { orderKeys } from '../api/order-keys.ts';
import { BackToList } from '../components/back-to-list.tsx';
import { ShippingChoiceFields } from '../components/shipping-choice-fields.tsx';
import { ShippingOrdersTable } from '../components/shipping-orders-table.tsx';
import { ShippingRunProgress } from '../components/shipping-run-progress.tsx';
import { useMarketplace } from '../hooks/use-marketplace.ts';
import { orderPaths } from '../lib/order-paths.ts';
import {
  branchesOf,
  defaultChoice,
  isShippable,
  type ShippingChoice,
  type ShippingOptions,
  shippingBodyOf,
  slotLabelsOf,
} from '../lib/shipping-choice.ts';

/** /panel/order/mp/{shopee|tiktok}/bulk/shipping?ids=… — arrange pickup or drop-off for many orders. */
export function Component() {
  const { t } = useTranslation('orders');
  const marketplace = useMarketplace();
  const [params] = useSearchParams();
  const ids = idsFromParams(params);
  const name = marketplaceLabel(marketplace);
  return (
    <>
      <BackToList marketplace={marketplace} />
      <PageHeader
        title={t('shipping.title')}
        description={t('shipping.intro', { count: ids.length, marketplace: name })}
      />
      {!offersBulkShipping(marketplace) ? (
        <EmptyState title={t('shipping.unsupported')} />
      ) : ids.length === 0 ? (
        <EmptyState title={t('shipping.noIds')} />
      ) : (
        <BulkShipping key={ids.join(',')} marketplace={marketplace} ids={ids} />
      )}
    </>
  );
}

function BulkShipping({ marketplace, ids }: { marketplace: Marketplace; ids: string[] }) {
  const { t } = useTranslation('orders');
  const options = useQuery(shippingOptionsQueryOptions(marketplace, ids));
  if (options.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('shipping.loading')}>
        <Skeleton h={120} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (options.isError) return <ErrorState onRetry={() => void options.refetch()} />;
  return <ShippingForm marketplace={marketplace} options={options.data} />;
}

type ShippingFormProps = { marketplace: Marketplace; options: ShippingOptions[] };

function ShippingForm({ marketplace, options }: ShippingFormProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [common, setCommon] = useState<ShippingChoice>(() => defaultChoice(options));
  const [overrides, setOverrides] = useState<Map<string, ShippingChoice>>(new Map());
  const [run, setRun] = useState<ShippingRun | null>(null);
  const shippable = options.filter(isShippable);
  const body = shippingBodyOf(options, common, overrides);
  const addresses = [...new Set(shippable.flatMap((o) => (o.pickup ? [o.pickup.address] : [])))];

  const start = useMutation({
    mutationFn: () => startBulkShipping(marketplace, body),
    onSuccess: setRun,
    onError: () => notify.error(t('shipping.startFailed')),
  });

  function override(orderId: string, choice: ShippingChoice | null) {
    setOverrides((current) => {
      const next = new Map(current);
      if (choice) next.set(orderId, choice);
      else next.delete(orderId);
      return next;
    });
  }

  function close() {
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    navigate(orderPaths.list(marketplace));
  }

  if (run) return <ShippingRunProgress run={run} onClose={close} />;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" component="section" aria-labelledby="shipping-common-title">
        <Title order={2} size="h5" mb="xs" id="shipping-common-title">
          {t('shipping.forAll')}
        </Title>
        {shippable.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shipping.nothingShippable')}
          </Text>
        ) : (
          <Stack gap="sm">
            <ShippingChoiceFields
              label={t('shipping.allOrders')}
              value={common}
              onChange={setCommon}
              slotLabels={slotLabelsOf(shippable)}
              branches={branchesOf(shippable)}
            />
            <Text size="xs" c="dimmed">
              {common.method === 'pickup' ? t('shipping.pickupHelp') : t('shipping.dropoffHelp')}
            </Text>
            {common.method === 'pickup' &&
              addresses.map((address) => (
                <Text key={address} size="sm">
                  {t('shipping.address', { address })}
                </Text>
              ))}
          </Stack>
        )}
      </Card>
      <Card withBorder padding="md">
        <ShippingOrdersTable options={options} common={common} overrides={overrides} onOverride={override} />
      </Card>
      <Group justify="flex-end">
        <Button disabled={body.orders.length === 0} loading={start.isPending} onClick={() => start.mutate()}>
          {t('shipping.submit', { count: body.orders.length })}
        </Button>
      </Group>
    </Stack>
  );
}
