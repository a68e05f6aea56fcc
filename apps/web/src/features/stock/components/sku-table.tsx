import type { MasterProductForm } from '@booster/contracts';
import { Anchor, Table, Text, TextInput } from '@mantine/core';
import type { FieldArrayWithId, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';
import type { MasterFormValues } from '../lib/master-form-values.ts';
import type { FieldErrorProps } from './tier-editor.tsx';

export type SkuTableProps = {
  form: UseFormReturn<MasterFormValues, unknown, MasterProductForm>;
  /** The rows of `useFieldArray('skus')`: options, id and stock as the row was made. */
  rows: readonly FieldArrayWithId<MasterFormValues, 'skus'>[];
  /** Stock is set here only when creating; afterwards it changes through the stock edit page. */
  isStockEditable: boolean;
  /** The error props of a field path such as `skus.1.sku`. */
  errorOf: (path: string) => FieldErrorProps;
  disabled?: boolean;
};

/** One row per option combination: SKU code, name, price and stock. */
export function SkuTable({ form, rows, isStockEditable, errorOf, disabled }: SkuTableProps) {
  const { t } = useTranslation('stock');
  const hasOptions = rows.some((row) => row.options.length > 0);

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
              <Table.Tr key={row.id}>
                {hasOptions && <Table.Td>{variant}</Table.Td>}
                <Table.Td>
                  <TextInput
                    aria-label={t('form.skuCodeFor', { variant })}
                    {...form.register(`skus.${index}.sku`)}
                    {...errorOf(`skus.${index}.sku`)}
                    disabled={disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('form.skuNameFor', { variant })}
                    {...form.register(`skus.${index}.name`)}
                    {...errorOf(`skus.${index}.name`)}
                    disabled={disabled}
                  />
                </Table.Td>
                <Table.Td>
                  <BoundNumberInput
                    control={form.control}
                    name={`skus.${index}.price`}
                    aria-label={t('form.priceFor', { variant })}
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
                    <BoundNumberInput
                      control={form.control}
                      name={`skus.${index}.stock`}
                      aria-label={t('form.stockFor', { variant })}
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
