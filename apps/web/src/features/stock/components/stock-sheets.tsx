import { spreadsheetRoutes } from '@booster/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/index.ts';
import { SheetExportButton } from '../../../ui/sheet-export-button.tsx';
import { SheetImportButton } from '../../../ui/sheet-import-dialog.tsx';
import { stockKeys } from '../api/stock-keys.ts';

/** The stock list's spreadsheets: export the current filter, import counts from the same file. */
export function StockSheets(props: { query: { search?: string; filter: string } }) {
  const { t } = useTranslation('spreadsheets');
  const queryClient = useQueryClient();
  const template = { route: spreadsheetRoutes.exportStock, query: props.query, name: 'stock' };
  return (
    <>
      <SheetExportButton {...template} />
      <SheetImportButton
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
