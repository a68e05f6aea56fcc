import type { BulkRun, ListingDetail } from '@booster/contracts';
import { BULK_EDIT_KINDS, type BulkEditKind, bulkEditAvailable, type Marketplace } from '@booster/domain';
import { Anchor } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { idsFromParams } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, notify, PageHeader } from '../../../ui/index.ts';
import { startBulkEdit } from '../api/bulk-runs.ts';
import { listingQueryOptions } from '../api/listing-queries.ts';
import { BulkProgress } from '../components/bulk/bulk-progress.tsx';
import { BulkSheet } from '../components/bulk/bulk-sheet.tsx';
import { ListingPicker } from '../components/bulk/listing-picker.tsx';
import { FormSkeleton } from '../components/form-skeleton.tsx';
import { useMarketplace } from '../hooks/use-marketplace.ts';
import { bulkEditPath, productPaths } from '../lib/product-paths.ts';

function kindOf(pathname: string): BulkEditKind | null {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return (BULK_EDIT_KINDS as readonly string[]).includes(last) ? (last as BulkEditKind) : null;
}

/** /panel/product/mp/:marketplace/bulk/<kind> — one module for the six bulk edits. */
export function Component() {
  const { t } = useTranslation('products');
  const marketplace = useMarketplace();
  const kind = kindOf(useLocation().pathname);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = idsFromParams(params);

  return (
    <>
      <Anchor component={Link} to={productPaths.list(marketplace)} fz="sm" mb="xs" display="inline-block">
        <span aria-hidden="true">← </span>
        {t('form.back')}
      </Anchor>
      {!kind || !bulkEditAvailable(kind, marketplace) ? (
        <EmptyState title={t('bulk.unavailable', { marketplace: marketplaceLabel(marketplace) })} />
      ) : (
        <>
          <PageHeader
            title={t(`bulk.titles.${kind}`)}
            description={t('bulk.intro', { marketplace: marketplaceLabel(marketplace) })}
          />
          {ids.length === 0 ? (
            <ListingPicker
              marketplace={marketplace}
              onPick={(picked) => navigate(bulkEditPath(marketplace, kind, picked))}
            />
          ) : (
            <BulkEdit key={ids.join(',')} marketplace={marketplace} kind={kind} ids={ids} />
          )}
        </>
      )}
    </>
  );
}

type BulkEditProps = { marketplace: Marketplace; kind: BulkEditKind; ids: string[] };

function BulkEdit({ marketplace, kind, ids }: BulkEditProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const [run, setRun] = useState<BulkRun | null>(null);
  const details = useQueries({ queries: ids.map((id) => listingQueryOptions(marketplace, id)) });
  const start = useMutation({
    mutationFn: (body: Parameters<typeof startBulkEdit>[1]) => startBulkEdit(marketplace, body),
    onSuccess: setRun,
    onError: (error) =>
      notify.error(error instanceof ApiClientError && error.message ? error.message : t('bulk.startFailed')),
  });

  if (run) {
    return (
      <BulkProgress
        run={run}
        title={t('bulk.resultTitle')}
        onClose={() => navigate(productPaths.list(marketplace))}
      />
    );
  }
  if (details.some((q) => q.isPending)) return <FormSkeleton sections={2} />;
  const failed = details.filter((q) => q.isError);
  if (failed.length > 0) return <ErrorState onRetry={() => failed.forEach((q) => void q.refetch())} />;
  const listings = details.map((q) => q.data).filter((d): d is ListingDetail => d !== undefined);
  return (
    <BulkSheet
      kind={kind}
      marketplace={marketplace}
      listings={listings}
      isSaving={start.isPending}
      onSave={(body) => start.mutate(body)}
    />
  );
}
