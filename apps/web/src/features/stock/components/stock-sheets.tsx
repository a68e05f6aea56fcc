import { spreadsheetRoutes } from '@booster/contracts/routes';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/index.ts';
import { SheetExportButton } from '../../../ui/sheet-export-button.tsx';
import { SheetImportDialog } from '../../../ui/sheet-import-dialog.tsx';
import { stockKeys } from '../api/stock-keys.ts';

/** The stock list's spreadsheets: export the current filter, import counts from the same file. */
export function StockSheets(props: { query: { search?: string; filter: string } }) {
  const { t } = useTranslation('spreadsheets');
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const template = { route: spreadsheetRoutes.exportStock, query: props.query, name: 'stock' };
  return (
    <>
      <SheetExportButton {...template} />
      <Button variant="default" onClick={() => setImporting(true)}>
        {t('import.button')}
      </Button>
      <SheetImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        kind="stock"
        template={template}
        preview={{ route: spreadsheetRoutes.previewStock }}
        confirmRoute={spreadsheetRoutes.confirmStock}
        onApplied={(result) => {
          notify.success(t('import.stockApplied', { applied: result.applied, queued: result.queued }));
          void queryClient.invalidateQueries({ queryKey: stockKeys.all });
        }}
      />
    </>
  );
}
