import { Button, Card, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasBlockedFeature } from '../../../lib/api-errors.ts';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';
import { PageHeader, SearchInput } from '../../../ui/index.ts';
import { useRemoveMaster } from '../api/master-mutations.ts';
import { masterListQueryOptions } from '../api/master-queries.ts';
import { FromListingsModal } from '../components/from-listings-modal.tsx';
import { type MasterSummary, MasterTable } from '../components/master-table.tsx';

/** /panel/product/master: the seller's master products. */
export function Component() {
  const { t } = useTranslation('stock');
  const { text, setText, search, page, setPage } = usePagedSearch();
  const masters = useQuery(masterListQueryOptions({ page, search }));
  const remove = useRemoveMaster();
  const [isFromListingsOpen, setFromListingsOpen] = useState(false);
  const isBlocked = hasBlockedFeature([masters.error]);

  const confirmDelete = (master: MasterSummary) =>
    confirmMutation(remove.mutate, master._id, {
      title: t('masters.deleteTitle'),
      message: t('masters.deleteMessage', { name: master.name }),
      variant: 'delete',
      done: t('masters.deleted'),
      failure: t('errors.generic'),
    });

  return (
    <>
      <PageHeader
        title={t('masters.title')}
        description={t('masters.description')}
        actions={
          !isBlocked && (
            <>
              <Button variant="default" onClick={() => setFromListingsOpen(true)}>
                {t('masters.fromListings')}
              </Button>
              <Button component={Link} to={paths.product.masterNew()}>
                {t('masters.add')}
              </Button>
            </>
          )
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <SearchInput
            value={text}
            onChange={setText}
            placeholder={t('masters.searchPlaceholder')}
            maw={360}
          />
          <MasterTable
            query={masters}
            onPageChange={setPage}
            onDelete={confirmDelete}
            deletingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        </Stack>
      </Card>
      <FromListingsModal opened={isFromListingsOpen} onClose={() => setFromListingsOpen(false)} />
    </>
  );
}
