import { Anchor, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { SkuRow } from '../lib/variant-table.ts';

export type SkuTableProps = {
  rows: readonly SkuRow[];
  onChange: (rows: SkuRow[]) => void;
  /** Stock is set here only when creating; afterwards it changes through the stock edit page. */
  isStockEditable: boolean;
  /** Messages keyed by `skus.<i>.<field>`, already translated. */
  errors: Record<string, string | undefined>;
  disabled?: boolean;
};

const numberOf = (value: string | number) => (typeof value === 'number' ? value : 0);

/** One row per option combination: SKU code, name, price and stock. */
export function SkuTable({ rows, onChange, isStockEditable, errors, disabled }: SkuTableProps) {
  const { t } = useTranslation('stock');
  const hasOptions = rows.some((row) => row.options.length > 0);
  const update = (index: number, patch: Partial<SkuRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label={t('form.skuTable')}>
        <Table.Thead>
          <Table.Tr>
            {hasOptions && <Table.Th>{t('form.variant')}</Table.Th>}
            <Table.Th>{t('form.skuCode')}</Table.Th>
            <Table.Th>{t('form.skuName')}</Table.Th>
            <Table.Th>{t('form.price')}</Table.Th>
            <Table.Th>{t('form.stock')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const variant = row.options.join(' / ') || t('form.noVariant');
            return (
              <Table.Tr key={row._id ?? row.options.join('\u0000')}>
                {hasOptions && <Table.Td>{variant}</Table.Td>}
                <Table.Td>
                  <TextInput
                    aria-label={t('form.skuCodeFor', { variant })}
                    value={row.sku}
                    onChange={(e) => update(index, { sku: e.currentTarget.value })}
                    error={errors[`skus.${index}.sku`]}
                    disabled={disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('form.skuNameFor', { variant })}
                    value={row.name}
                    onChange={(e) => update(index, { name: e.currentTarget.value })}
                    error={errors[`skus.${index}.name`]}
                    disabled={disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('form.priceFor', { variant })}
                    value={row.price}
                    onChange={(value) => update(index, { price: numberOf(value) })}
                    error={errors[`skus.${index}.price`]}
                    allowNegative={false}
                    allowDecimal={false}
                    thousandSeparator="."
                    decimalSeparator=","
                    leftSection={<Text size="xs">Rp</Text>}
                    disabled={disabled}
                    miw={140}
                  />
                </Table.Td>
                <Table.Td>
                  {isStockEditable || !row._id ? (
                    <NumberInput
                      aria-label={t('form.stockFor', { variant })}
                      value={row.stock}
                      onChange={(value) => update(index, { stock: numberOf(value) })}
                      error={errors[`skus.${index}.stock`]}
                      allowNegative={false}
                      allowDecimal={false}
                      disabled={disabled}
                      miw={100}
                    />
                  ) : (
                    <Anchor component={Link} to={paths.product.stockEdit(row._id)} size="sm">
                      {t('form.stockEditLink', { stock: row.stock })}
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
