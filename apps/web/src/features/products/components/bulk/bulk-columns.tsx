import { type BulkEditKind, LISTING_RULES } from '@booster/domain';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { BulkRow } from '../../lib/bulk-rows.ts';
import { ImageManager } from '../form/image-manager.tsx';
import { LogisticsField } from '../form/logistics-field.tsx';
import { CategoryAttributeCell } from './category-attribute-cell.tsx';
import type { SheetColumn } from './sheet-column.ts';

const numberOrNaN = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
const shown = (value: number) => (Number.isFinite(value) ? value : '');

type Columns = { [K in BulkEditKind]: (t: TFunction<'products'>) => SheetColumn<BulkRow<K>>[] };

/** The editable columns of each bulk kind (spec 2); the product column is shared by the table. */
export const BULK_COLUMNS: Columns = {
  'name-description': (t) => [
    {
      key: 'name',
      header: t('sheet.columns.name'),
      fillDown: true,
      findReplace: true,
      minWidth: 260,
      cell: ({ row, set, error, label, marketplace }) => (
        <TextInput
          aria-label={label}
          value={row.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={error}
          description={t('form.counter', {
            count: row.name.trim().length,
            max: LISTING_RULES[marketplace].nameMax,
          })}
          inputWrapperOrder={['input', 'description', 'error']}
        />
      ),
    },
    {
      key: 'description',
      header: t('sheet.columns.description'),
      fillDown: true,
      findReplace: true,
      minWidth: 320,
      cell: ({ row, set, error, label }) => (
        <Textarea
          aria-label={label}
          value={row.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={error}
          autosize
          minRows={2}
          maxRows={6}
        />
      ),
    },
  ],
  'category-attribute': (t) => [
    {
      key: 'categoryId',
      header: t('sheet.columns.categoryAttribute'),
      fillDown: true,
      minWidth: 420,
      cell: ({ row, set, error, label, marketplace }) => (
        <CategoryAttributeCell marketplace={marketplace} row={row} set={set} error={error} label={label} />
      ),
    },
  ],
  'stock-price': (t) => [
    {
      key: 'price',
      header: t('sheet.columns.price'),
      fillDown: true,
      minWidth: 180,
      cell: ({ row, set, error, label }) => (
        <NumberInput
          aria-label={label}
          prefix="Rp "
          thousandSeparator="."
          decimalSeparator=","
          allowDecimal={false}
          value={shown(row.price)}
          onChange={(v) => set({ price: numberOrNaN(v) })}
          error={error}
        />
      ),
    },
    {
      key: 'stock',
      header: t('sheet.columns.stock'),
      fillDown: true,
      minWidth: 130,
      cell: ({ row, set, error, label }) => (
        <NumberInput
          aria-label={label}
          allowDecimal={false}
          allowNegative={false}
          value={shown(row.stock)}
          onChange={(v) => set({ stock: numberOrNaN(v) })}
          error={error}
        />
      ),
    },
  ],
  logistic: (t) => [
    {
      key: 'logistics',
      header: t('sheet.columns.logistics'),
      fillDown: true,
      minWidth: 360,
      cell: ({ row, set, error, label, marketplace }) => (
        <LogisticsField
          marketplace={marketplace}
          shopId={row.shopId}
          value={row.logistics}
          onChange={(logistics) => set({ logistics })}
          label={label}
          error={error}
          compact
        />
      ),
    },
  ],
  supplier: (t) => [
    {
      key: 'supplier',
      header: t('sheet.columns.supplier'),
      fillDown: true,
      findReplace: true,
      minWidth: 260,
      cell: ({ row, set, error, label }) => (
        <TextInput
          aria-label={label}
          value={row.supplier}
          onChange={(e) => set({ supplier: e.currentTarget.value })}
          error={error}
        />
      ),
    },
  ],
  'edit-images': (t) => [
    {
      key: 'images',
      header: t('sheet.columns.images'),
      fillDown: true,
      minWidth: 520,
      cell: ({ row, set, error, label, marketplace }) => (
        <ImageManager
          images={row.images}
          onChange={(images) => set({ images })}
          max={LISTING_RULES[marketplace].imagesMax}
          label={label}
          error={error}
          compact
        />
      ),
    },
  ],
};
