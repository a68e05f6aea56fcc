import type { RouteContract, SheetFormat } from '@booster/contracts';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../lib/api-errors.ts';
import { downloadSheet } from '../lib/spreadsheet-files.ts';

export type SheetExportButtonProps = {
  /** The export route of the list (`spreadsheetRoutes.exportOrders`…). */
  route: RouteContract;
  params?: Record<string, string>;
  /** The list's current query; paging is dropped, so every row of the filter is exported. */
  query: Record<string, unknown>;
  /** The saved file's name part: `booster-<name>-<day>.xlsx`. */
  name: string;
};

/** "Ekspor": every row of the list's current filter as .xlsx or CSV, disabled while a file downloads. */
export function SheetExportButton({ route, params, query, name }: SheetExportButtonProps) {
  const { t } = useTranslation('spreadsheets');
  const [busy, setBusy] = useState<SheetFormat | null>(null);

  async function download(format: SheetFormat) {
    setBusy(format);
    try {
      await downloadSheet(route, { params, query, format, name });
    } catch (error) {
      reportActionError(error, t('export.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy !== null} disabled={busy !== null}>
          {busy ? t('export.downloading') : t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('xlsx')}>{t('export.xlsx')}</Menu.Item>
        <Menu.Item onClick={() => void download('csv')}>{t('export.csv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
