import { type CostPriceRow, type CostPriceSheet, costPriceSheetSchema } from '@booster/contracts';
import { jakartaIsoDate } from '@booster/domain';
import { Button, Card, Checkbox, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';
import { DayInput } from '../../../ui/day-input.tsx';
import { FieldRow } from '../../../ui/field-row.tsx';
import { PagedTable, PageHeader, SearchInput } from '../../../ui/index.ts';
import { costPriceKeys, costPricesQueryOptions, profitKeys, saveCostPrices } from '../api/profit-queries.ts';
import { CostHistoryModal } from '../components/cost-history-modal.tsx';
import { fullDay } from '../lib/profit-format.ts';

const PAGE_SIZE = 20;

/**
 * /panel/product/master/cost-price: cost prices per master SKU. Each row takes a new cost; one save sends
 * every filled row of the page from the chosen day on (all or nothing).
 */
export function Component() {
  const { t } = useTranslation('profit');
  const client = useQueryClient();
  const { text, setText, search } = useSearchText();
  const [missing, setMissing] = useState(false);
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<CostPriceRow | null>(null);
  const list = useQuery(
    costPricesQueryOptions({
      page,
      limit: PAGE_SIZE,
      search: search || undefined,
      missing: missing ? 'true' : undefined,
    }),
  );
  const docs = list.data?.docs;
  const { form, submitSave, errorOf } = useContractForm(costPriceSheetSchema, {
    effectiveFrom: jakartaIsoDate(new Date()),
    rows: [],
  } satisfies CostPriceSheet);

  // A new page of SKUs starts with empty new-cost fields; the chosen day stays.
  useEffect(() => {
    if (!docs) return;
    form.reset({
      effectiveFrom: form.getValues('effectiveFrom'),
      rows: docs.map((d) => ({ masterSkuId: d.masterSkuId, cost: null })),
    });
  }, [docs, form]);

  const save = submitSave(
    async (values) => {
      const items = values.rows.flatMap((r) =>
        r.cost === null
          ? []
          : [{ masterSkuId: r.masterSkuId, cost: r.cost, effectiveFrom: values.effectiveFrom }],
      );
      return saveCostPrices({ items });
    },
    {
      success: t('costs.saved', { count: form.watch('rows').filter((r) => r.cost !== null).length }),
      failure: t('costs.saveFailed'),
      onSaved: () => {
        void client.invalidateQueries({ queryKey: costPriceKeys.all });
        void client.invalidateQueries({ queryKey: profitKeys.all });
      },
    },
  );
  const rowIndex = new Map((docs ?? []).map((d, i) => [d.masterSkuId, i]));
  const hasNew = form.watch('rows').some((r) => r.cost !== null);

  return (
    <>
      <PageHeader title={t('costs.title')} description={t('costs.description')} />
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Card withBorder padding="md">
            <FieldRow>
              <SearchInput
                value={text}
                onChange={(v) => {
                  setText(v);
                  setPage(1);
                }}
                placeholder={t('costs.search')}
                w={260}
              />
              <Checkbox
                label={t('costs.missingOnly')}
                checked={missing}
                onChange={(e) => {
                  setMissing(e.currentTarget.checked);
                  setPage(1);
                }}
              />
              <Controller
                control={form.control}
                name="effectiveFrom"
                render={({ field }) => (
                  <DayInput
                    label={t('costs.effectiveFrom')}
                    value={field.value}
                    onChange={field.onChange}
                    clearable={false}
                    w={160}
                    {...errorOf('effectiveFrom')}
                  />
                )}
              />
              <Button type="submit" loading={form.formState.isSubmitting} disabled={!hasNew}>
                {t('costs.save')}
              </Button>
            </FieldRow>
          </Card>
          <PagedTable
            query={list}
            label={t('costs.title')}
            rowKey={(r) => r.masterSkuId}
            onPageChange={setPage}
            empty={{ title: search || missing ? t('costs.emptySearch') : t('costs.empty') }}
            minWidth={820}
            dimWhileFetching
            columns={[
              {
                key: 'product',
                header: t('costs.columns.product'),
                cell: (r) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {r.productName}
                    </Text>
                    {r.name && (
                      <Text size="xs" c="dimmed">
                        {r.name}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              { key: 'sku', header: t('costs.columns.sku'), cell: (r) => r.sku },
              {
                key: 'current',
                header: t('costs.columns.current'),
                cell: (r) => (
                  <Stack gap={0}>
                    <Text size="sm">{r.cost === null ? t('costs.none') : formatRupiah(r.cost)}</Text>
                    {r.effectiveFrom && (
                      <Text size="xs" c="dimmed">
                        {t('costs.since', { date: fullDay(r.effectiveFrom) })}
                      </Text>
                    )}
                    {r.next && (
                      <Text size="xs" c="blue.8">
                        {t('costs.next', {
                          amount: formatRupiah(r.next.cost),
                          date: fullDay(r.next.effectiveFrom),
                        })}
                      </Text>
                    )}
                  </Stack>
                ),
              },
              {
                key: 'newCost',
                header: t('costs.columns.newCost'),
                cell: (r) => {
                  const i = rowIndex.get(r.masterSkuId);
                  if (i === undefined) return null;
                  return (
                    <BoundNumberInput
                      control={form.control}
                      name={`rows.${i}.cost`}
                      emptyValue={null}
                      aria-label={t('costs.newCostLabel', { sku: r.sku })}
                      prefix="Rp "
                      thousandSeparator="."
                      decimalSeparator=","
                      allowDecimal={false}
                      min={0}
                      w={170}
                    />
                  );
                },
              },
              {
                key: 'history',
                header: t('costs.columns.history'),
                cell: (r) => (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setHistory(r)}
                    aria-label={t('costs.historyTitle', { sku: r.sku })}
                  >
                    {t('costs.showHistory')} ({r.entries})
                  </Button>
                ),
              },
            ]}
            card={{
              title: (r) => (r.name ? `${r.productName} - ${r.name}` : r.productName),
              fields: ['sku', 'current', 'newCost'],
              actions: ['history'],
            }}
          />
        </Stack>
      </form>
      <CostHistoryModal row={history} onClose={() => setHistory(null)} />
    </>
  );
}
