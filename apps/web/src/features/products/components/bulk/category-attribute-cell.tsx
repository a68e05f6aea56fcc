import type { Marketplace } from '@booster/domain';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attributesQueryOptions } from '../../api/meta-queries.ts';
import type { BulkRow } from '../../lib/bulk-rows.ts';
import { AttributeFields } from '../form/attribute-fields.tsx';
import { CategoryPicker } from '../form/category-picker.tsx';

type Row = BulkRow<'category-attribute'>;

export type CategoryAttributeCellProps = {
  marketplace: Marketplace;
  row: Row;
  set: (change: Partial<Row>) => void;
  error?: string;
  label: string;
};

/** A row's category (from its shop's tree) and that category's attributes. */
export function CategoryAttributeCell({ marketplace, row, set, error, label }: CategoryAttributeCellProps) {
  const { t } = useTranslation('products');
  const attributes = useQuery(attributesQueryOptions(marketplace, row.shopId, row.categoryId));
  const list = attributes.data ?? [];
  const values = Object.fromEntries(row.attributes.map((a) => [a.id, a.value]));
  return (
    <Stack gap="xs">
      <CategoryPicker
        marketplace={marketplace}
        shopId={row.shopId}
        value={row.categoryId}
        onChange={(categoryId) => set({ categoryId, attributes: [] })}
        error={error}
        label={label}
        withLabel={false}
      />
      {row.categoryId && attributes.isSuccess && (
        <AttributeFields
          attributes={list}
          values={values}
          onChange={(next) =>
            set({ attributes: list.map((a) => ({ id: a.id, name: a.name, value: next[a.id] ?? '' })) })
          }
          errorOf={() => undefined}
        />
      )}
      {attributes.isError && <span role="alert">{t('form.attributesFailed')}</span>}
    </Stack>
  );
}
