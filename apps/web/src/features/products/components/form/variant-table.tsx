import { Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillDown } from '../../lib/sheet-ops.ts';
import type { VariantDraft } from '../../lib/variant-grid.ts';

export type VariantTableProps = {
  variants: VariantDraft[];
  onChange: (variants: VariantDraft[]) => void;
  errorOf: (field: string) => string | undefined;
};

type Column = 'sku' | 'price' | 'stock';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
/** An emptied cell holds NaN (so the rules flag it) and shows empty. */
const shown = (value: number) => (Number.isFinite(value) ? value : '');

/** SKU, price and stock for each combination, with "apply to all" and a fill-down per column. */
export function VariantTable({ variants, onChange, errorOf }: VariantTableProps) {
  const { t } = useTranslation('products');
  const [bulkPrice, setBulkPrice] = useState<number | string>('');
  const [bulkStock, setBulkStock] = useState<number | string>('');
  const set = (i: number, change: Partial<VariantDraft>) =>
    onChange(variants.map((v, j) => (j === i ? { ...v, ...change } : v)));
  const hasOptions = variants.some((v) => v.options.length > 0);

  function applyToAll() {
    onChange(
      variants.map((v) => ({
        ...v,
        ...(typeof bulkPrice === 'number' ? { price: bulkPrice } : {}),
        ...(typeof bulkStock === 'number' ? { stock: bulkStock } : {}),
      })),
    );
  }

  const header = (column: Column, label: string) => (
    <Group gap={4} wrap="nowrap">
      <span>{label}</span>
      {variants.length > 1 && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onChange(fillDown(variants, column))}
          aria-label={t('sheet.fillDownColumn', { column: label })}
        >
          {t('sheet.fillDown')}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      {variants.length > 1 && (
        <Group gap="sm" align="flex-end" mb="sm">
          <NumberInput
            label={t('variants.applyPrice')}
            prefix="Rp "
            thousandSeparator="."
            decimalSeparator=","
            allowDecimal={false}
            value={bulkPrice}
            onChange={setBulkPrice}
            w={180}
          />
          <NumberInput
            label={t('variants.applyStock')}
            allowDecimal={false}
            allowNegative={false}
            value={bulkStock}
            onChange={setBulkStock}
            w={140}
          />
          <Button variant="default" onClick={applyToAll}>
            {t('variants.applyAll')}
          </Button>
        </Group>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('variants.tableLabel')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {hasOptions && <Table.Th>{t('variants.combination')}</Table.Th>}
              <Table.Th>{header('sku', t('variants.sku'))}</Table.Th>
              <Table.Th>{header('price', t('variants.price'))}</Table.Th>
              <Table.Th>{header('stock', t('variants.stock'))}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variants.map((v, i) => {
              const name = v.options.join(' / ') || t('variants.single');
              return (
                <Table.Tr key={v._id ?? v.options.join('\u0000')}>
                  {hasOptions && (
                    <Table.Td>
                      <Text size="sm">{name}</Text>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <TextInput
                      aria-label={t('variants.skuOf', { name })}
                      value={v.sku}
                      onChange={(e) => set(i, { sku: e.currentTarget.value })}
                      error={errorOf(`variants.${i}.sku`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('variants.priceOf', { name })}
                      prefix="Rp "
                      thousandSeparator="."
                      decimalSeparator=","
                      allowDecimal={false}
                      value={shown(v.price)}
                      onChange={(value) => set(i, { price: toNumber(value) })}
                      error={errorOf(`variants.${i}.price`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('variants.stockOf', { name })}
                      allowDecimal={false}
                      allowNegative={false}
                      value={shown(v.stock)}
                      onChange={(value) => set(i, { stock: toNumber(value) })}
                      error={errorOf(`variants.${i}.stock`)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
