import type { BulkEditBody, ListingDetail } from '@booster/contracts';
import type { BulkEditKind, Marketplace } from '@booster/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { runtimeKey } from '../../../../i18n/keys.ts';
import { useContractForm } from '../../../../lib/use-contract-form.ts';
import { notify } from '../../../../ui/index.ts';
import { type BulkRow, rowsFromListings } from '../../lib/bulk-rows.ts';
import { bulkSheetSchema, countSheetErrors } from '../../lib/bulk-sheet-schema.ts';
import { fillDown, findReplace } from '../../lib/sheet-ops.ts';
import { BULK_COLUMNS } from './bulk-columns.tsx';
import { FindReplacePopover } from './find-replace-popover.tsx';
import type { SheetColumn } from './sheet-column.ts';

/** The form's values, typed loosely: the row shape depends on the kind. */
type SheetValues = { rows: Record<string, unknown>[] };

export type BulkSheetProps<K extends BulkEditKind> = {
  kind: K;
  marketplace: Marketplace;
  listings: readonly ListingDetail[];
  isSaving: boolean;
  onSave: (body: BulkEditBody) => void;
};

/**
 * The spreadsheet of a bulk edit: a row per product (per variant for stock and price), the columns of
 * the kind with fill-down and find-and-replace, each cell checked with the platform's rules (the form's
 * resolver, `bulkSheetSchema`).
 */
export function BulkSheet<K extends BulkEditKind>({
  kind,
  marketplace,
  listings,
  isSaving,
  onSave,
}: BulkSheetProps<K>) {
  const { t } = useTranslation('products');
  const translate = (key: string, params?: Record<string, unknown>) =>
    t(runtimeKey<'products'>(key), params ?? {});
  const { form, errorOf, handleSubmit } = useContractForm(
    bulkSheetSchema(kind, marketplace, translate) as unknown as z.ZodType<BulkEditBody, SheetValues>,
    { rows: rowsFromListings(kind, listings) as SheetValues['rows'] },
    { mode: 'onSubmit' },
  );
  const rows = form.watch('rows') as BulkRow<K>[];
  const columns = useMemo(() => BULK_COLUMNS[kind](t) as unknown as SheetColumn<BulkRow<K>>[], [kind, t]);
  const { errors } = form.formState;
  const issueCount = countSheetErrors(errors);
  // Every cell is checked from the start and after each change, as a spreadsheet marks its cells.
  const check = useCallback(() => void form.trigger(), [form]);
  useEffect(check, [check]);

  const setRows = (next: BulkRow<K>[]) => {
    form.setValue('rows', next as SheetValues['rows']);
    check();
  };
  // One row's change replaces that row only, so the other rows (memoized) keep their identity.
  const setRow = useCallback(
    (index: number, change: Partial<BulkRow<K>>) => {
      form.setValue(`rows.${index}`, { ...form.getValues(`rows.${index}`), ...change });
      check();
    },
    [form, check],
  );

  function replaceIn(column: SheetColumn<BulkRow<K>>, find: string, replacement: string, matchCase: boolean) {
    const result = findReplace(rows, column.key, find, replacement, { matchCase });
    setRows(result.rows);
    return result.replaced;
  }

  const save = handleSubmit(onSave, () =>
    notify.error(t('sheet.fixCells', { count: countSheetErrors(form.formState.errors) })),
  );

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={columns.reduce((w, c) => w + (c.minWidth ?? 160), 280)}>
        <Table
          aria-label={t(`bulk.titles.${kind as BulkEditKind}`)}
          verticalSpacing="sm"
          withColumnBorders
          withTableBorder
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={240}>{t('sheet.columns.product')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} miw={column.minWidth}>
                  <Group gap={4} wrap="nowrap">
                    <span>{column.header}</span>
                    {column.fillDown && rows.length > 1 && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => setRows(fillDown(rows, column.key))}
                        aria-label={t('sheet.fillDownColumn', { column: column.header })}
                      >
                        {t('sheet.fillDown')}
                      </Button>
                    )}
                    {column.findReplace && (
                      <FindReplacePopover
                        column={column.header}
                        onApply={(find, replacement, matchCase) =>
                          replaceIn(column, find, replacement, matchCase)
                        }
                      />
                    )}
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <SheetRow
                key={row.key}
                row={row}
                index={index}
                columns={columns}
                marketplace={marketplace}
                cellErrors={columns.map((column) => errorOf(`rows.${index}.${column.key}` as never).error)}
                onChange={setRow}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c={issueCount > 0 ? 'red.8' : 'dimmed'} role="status">
          {issueCount > 0
            ? t('sheet.issueCount', { count: issueCount })
            : t('sheet.rowCount', { count: listings.length })}
        </Text>
        <Button onClick={() => void save()} loading={isSaving}>
          {t('sheet.save')}
        </Button>
      </Group>
    </Stack>
  );
}

type AnyRow = { title: string; shopname: string; variantName?: string; sku?: string };

type SheetRowProps<Row> = {
  row: Row;
  index: number;
  columns: SheetColumn<Row>[];
  marketplace: Marketplace;
  /** The message of each column's cell, in column order. */
  cellErrors: (string | undefined)[];
  onChange: (index: number, change: Partial<Row>) => void;
};

/** One product's row; re-rendered only when its values or its cells' messages change. */
const SheetRow = memo(
  function SheetRow<Row extends AnyRow>({
    row,
    index,
    columns,
    marketplace,
    cellErrors,
    onChange,
  }: SheetRowProps<Row>) {
    const { t } = useTranslation('products');
    return (
      <Table.Tr>
        <Table.Td valign="top">
          <ProductCell row={row} />
        </Table.Td>
        {columns.map((column, c) => (
          <Table.Td key={column.key} valign="top">
            {column.cell({
              row,
              marketplace,
              set: (change) => onChange(index, change),
              error: cellErrors[c],
              label: t('sheet.cellLabel', { column: column.header, product: productName(row) }),
            })}
          </Table.Td>
        ))}
      </Table.Tr>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.index === after.index &&
    before.columns === after.columns &&
    before.onChange === after.onChange &&
    before.cellErrors.every((message, c) => message === after.cellErrors[c]),
) as <Row extends AnyRow>(props: SheetRowProps<Row>) => React.ReactNode;

const productName = (row: AnyRow) => (row.variantName ? `${row.title} (${row.variantName})` : row.title);

function ProductCell({ row }: { row: AnyRow }) {
  const { t } = useTranslation('products');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500} lineClamp={2}>
        {row.title}
      </Text>
      {row.variantName && <Text size="xs">{row.variantName}</Text>}
      {row.sku && (
        <Text size="xs" c="dimmed">
          {t('list.skus', { skus: row.sku })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {row.shopname}
      </Text>
    </Stack>
  );
}
