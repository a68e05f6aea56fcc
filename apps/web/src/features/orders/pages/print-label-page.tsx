import type { LabelBatch } from '@booster/contracts';
import { MARKETPLACE_CAPABILITIES, type Marketplace } from '@booster/domain';
import { Button, Card, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { idsFromParams } from '../../../lib/paths.ts';
import { EmptyState, notify, PageHeader } from '../../../ui/index.ts';
import { type LabelLayout, startLabelBatch } from '../api/label-batches.ts';
import { BackToList } from '../components/back-to-list.tsx';
import { LabelBatchProgress } from '../components/label-batch-progress.tsx';
import { useMarketplace } from '../hooks/use-marketplace.ts';

/** /panel/order/mp/:marketplace/bulk/print-label?ids=… — every label of the selection in one PDF. */
export function Component() {
  const { t } = useTranslation('orders');
  const marketplace = useMarketplace();
  const [params] = useSearchParams();
  const ids = idsFromParams(params);
  return (
    <>
      <BackToList marketplace={marketplace} />
      <PageHeader
        title={t('labels.title')}
        description={t('labels.intro', { count: ids.length, marketplace: marketplaceLabel(marketplace) })}
      />
      {ids.length === 0 ? (
        <EmptyState title={t('labels.noIds')} />
      ) : (
        <PrintLabels key={ids.join(',')} marketplace={marketplace} ids={ids} />
      )}
    </>
  );
}

function PrintLabels({ marketplace, ids }: { marketplace: Marketplace; ids: string[] }) {
  const { t } = useTranslation('orders');
  const [layout, setLayout] = useState<LabelLayout>('a6');
  const [pickingList, setPickingList] = useState(true);
  const [batch, setBatch] = useState<LabelBatch | null>(null);
  const start = useMutation({
    mutationFn: () => startLabelBatch(marketplace, { ids, layout, pickingList }),
    onSuccess: setBatch,
    onError: () => notify.error(t('labels.startFailed')),
  });

  if (batch) return <LabelBatchProgress batch={batch} onRestart={() => setBatch(null)} />;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md" align="flex-start">
        <Radio.Group
          label={t('labels.layout')}
          value={layout}
          onChange={(value) => setLayout(value as LabelLayout)}
        >
          <Stack gap="xs" mt="xs">
            {MARKETPLACE_CAPABILITIES[marketplace].labelSizes.map((option) => (
              <Radio key={option} value={option} label={t(`labels.layouts.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label={t('labels.pickingList')}
          description={t('labels.pickingListHelp')}
          checked={pickingList}
          onChange={(e) => setPickingList(e.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('labels.count', { count: ids.length })}
        </Text>
        <Button loading={start.isPending} onClick={() => start.mutate()}>
          {t('labels.start')}
        </Button>
      </Stack>
    </Card>
  );
}
