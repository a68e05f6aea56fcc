import type { BulkRun, ListingListQuery } from '@booster/contracts';
import { spreadsheetRoutes } from '@booster/contracts/routes';
import type { Marketplace } from '@booster/domain';
import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetExportButton } from '../../../ui/sheet-export-button.tsx';
import { SheetImportButton } from '../../../ui/sheet-import-dialog.tsx';
import { BulkProgress } from './bulk/bulk-progress.tsx';

/**
 * The product list's spreadsheets: export every variant of the current filter, and (with bulk edit)
 * import prices and stock from the same file, sent as a bulk run whose progress and result show here.
 */
export function ListingSheets(props: {
  marketplace: Marketplace;
  query: ListingListQuery;
  canImport: boolean;
}) {
  const { t } = useTranslation('spreadsheets');
  const queryClient = useQueryClient();
  const [run, setRun] = useState<BulkRun | null>(null);
  const params = { marketplace: props.marketplace };
  const template = {
    route: spreadsheetRoutes.exportProducts,
    params,
    query: props.query,
    name: `products-${props.marketplace}`,
  };
  return (
    <>
      <SheetExportButton {...template} />
      {props.canImport && (
        <SheetImportButton
          kind="listings"
          template={template}
          preview={{ route: spreadsheetRoutes.previewListings, params }}
          confirmRoute={spreadsheetRoutes.confirmListings}
          onApplied={(result) => setRun(result.run as BulkRun | null)}
        />
      )}
      <Modal opened={run !== null} onClose={() => setRun(null)} title={t('import.runTitle')} size="lg">
        {run && (
          <BulkProgress
            run={run}
            title={t('import.runTitle')}
            onClose={() => {
              setRun(null);
              void queryClient.invalidateQueries();
            }}
          />
        )}
      </Modal>
    </>
  );
}
