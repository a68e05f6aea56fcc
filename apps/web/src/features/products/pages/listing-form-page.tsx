import type { Marketplace } from '@booster/domain';
import { Anchor, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { appShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { ApiClientError } from '../../../lib/api-client.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { listingQueryOptions } from '../api/listing-queries.ts';
import { FormSkeleton } from '../components/form-skeleton.tsx';
import { ListingForm } from '../components/listing-form.tsx';
import { useMarketplace } from '../hooks/use-marketplace.ts';
import { emptyFormValues, formValuesFromDetail } from '../lib/listing-form-values.ts';
import { productPaths } from '../lib/product-paths.ts';

/** /panel/product/mp/:marketplace/new and /:id/edit — one form for both. */
export function Component() {
  const { t } = useTranslation('products');
  const marketplace = useMarketplace();
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <Anchor component={Link} to={productPaths.list(marketplace)} fz="sm" mb="xs" display="inline-block">
        <span aria-hidden="true">← </span>
        {t('form.back')}
      </Anchor>
      <PageHeader
        title={t(id ? 'form.editTitle' : 'form.newTitle', { marketplace: marketplaceLabel(marketplace) })}
        description={t('form.intro')}
      />
      {id ? <EditListing marketplace={marketplace} id={id} /> : <NewListing marketplace={marketplace} />}
    </>
  );
}

function NewListing({ marketplace }: { marketplace: Marketplace }) {
  const shops = useQuery(appShopsQueryOptions(marketplace));
  if (shops.isPending) return <FormSkeleton />;
  if (shops.isError) return <ErrorState onRetry={() => void shops.refetch()} />;
  const connected = shops.data.filter((s) => s.status === 'connect');
  // With one shop there is nothing to choose.
  const initial = emptyFormValues(connected.length === 1 ? connected[0]._id : '');
  return <ListingForm marketplace={marketplace} initial={initial} shops={shops.data} />;
}

function EditListing({ marketplace, id }: { marketplace: Marketplace; id: string }) {
  const { t } = useTranslation('products');
  const listing = useQuery(listingQueryOptions(marketplace, id));
  if (listing.isPending) return <FormSkeleton />;
  if (listing.isError) {
    const isMissing =
      listing.error instanceof ApiClientError && [400, 404].includes(listing.error.statusCode);
    return isMissing ? (
      <EmptyState
        title={t('form.notFoundTitle')}
        description={t('form.notFoundText')}
        action={
          <Button component={Link} to={productPaths.list(marketplace)} variant="light">
            {t('form.back')}
          </Button>
        }
      />
    ) : (
      <ErrorState onRetry={() => void listing.refetch()} />
    );
  }
  return (
    <ListingForm
      key={listing.data._id}
      marketplace={marketplace}
      listingId={id}
      initial={formValuesFromDetail(listing.data)}
      shops={[]}
    />
  );
}
