import type { SimulatedQuantity, StockRuleBody, StockRuleSimulation } from '@booster/contracts';
import { Alert, Badge, Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { useSimulateStockRule } from '../api/stock-rule-api.ts';
import { useSkuOptions } from '../hooks/use-sku-options.ts';

const MAX_SKUS = 50;

export type RuleSimulationProps = {
  /** The rule as it would be saved; null simulates the saved rules only. */
  draft: () => StockRuleBody | null;
  ruleId?: string;
};

/** Up to 50 SKUs: what every linked listing receives now and under the draft, asked before saving. */
export function RuleSimulation({ draft, ruleId }: RuleSimulationProps) {
  const { t } = useTranslation('stock');
  const [skuIds, setSkuIds] = useState<string[]>([]);
  const skus = useSkuOptions(skuIds);
  const simulate = useSimulateStockRule();

  const run = () =>
    simulate.mutate(
      { skuIds, draft: draft(), ruleId },
      { onError: (error) => reportActionError(error, t('errors.generic')) },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('rules.simulatorDescription')}
      </Text>
      <MultiSelect
        label={t('rules.simulatorSkus')}
        placeholder={t('rules.skuSearch')}
        data={skus.options}
        value={skuIds}
        onChange={setSkuIds}
        searchable
        searchValue={skus.search}
        onSearchChange={skus.setSearch}
        filter={({ options }) => options}
        maxValues={MAX_SKUS}
        clearable
      />
      <Group>
        <Button variant="light" onClick={run} loading={simulate.isPending}>
          {t('rules.simulate')}
        </Button>
      </Group>
      {simulate.data && <SimulationResult result={simulate.data} />}
    </Stack>
  );
}

function SimulationResult({ result }: { result: StockRuleSimulation }) {
  const { t } = useTranslation('stock');
  const rows = result.skus.filter((sku) => sku.listings.length > 0);
  if (rows.length === 0)
    return (
      <Alert variant="light" color="gray">
        {t('rules.simulatorEmpty')}
      </Alert>
    );
  return (
    <Stack gap="sm" data-testid="rule-simulation">
      {rows.map((sku) => (
        <Paper key={sku.masterSkuId} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs" mb="xs">
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {sku.sku} · {sku.productName}
            </Text>
            <Badge variant="light">{t('rules.central', { stock: sku.stock })}</Badge>
          </Group>
          <Stack gap={6}>
            {sku.listings.map((listing) => (
              <Group
                key={listing.variantId}
                justify="space-between"
                align="flex-start"
                gap="xs"
                wrap="wrap"
                data-testid="simulated-listing"
              >
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {listing.shopname}{' '}
                    <Text span size="xs" c="dimmed">
                      {marketplaceLabel(listing.marketplace)}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {listing.name}
                    {listing.variantName ? ` · ${listing.variantName}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('rules.platformStock', { stock: listing.platformStock })}
                    {listing.reserved > 0
                      ? ` · ${t('rules.reservedStock', { stock: listing.reserved })}`
                      : ''}
                  </Text>
                </Stack>
                <Group gap="md" wrap="nowrap">
                  <QuantityCell label={t('rules.now')} value={listing.now} />
                  <QuantityCell
                    label={t('rules.draft')}
                    value={listing.draft}
                    changed={listing.draft.quantity !== listing.now.quantity}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function QuantityCell({
  label,
  value,
  changed = false,
}: {
  label: string;
  value: SimulatedQuantity;
  changed?: boolean;
}) {
  const { t } = useTranslation('stock');
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={changed ? 'orange.8' : undefined}>
        {value.skipped ? '—' : value.quantity}
      </Text>
      <Text size="xs" c="dimmed">
        {value.skipped ? t('rules.skipped') : t(`rules.reason.${value.reason}`)}
      </Text>
    </Stack>
  );
}
