import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { EmptyState, ErrorState, notify, SearchInput } from '../../../ui/index.ts';
import { useCreateFromListings } from '../api/master-mutations.ts';
import { type LinkCandidate, linkCandidatesQueryOptions } from '../api/master-queries.ts';
import { ListingLabel, ShopLabel } from './listing-label.tsx';

/** The contract's limit of listings per request. */
const MAX_LISTINGS = 50;

export type FromListingsModalProps = { opened: boolean; onClose: () => void };

type Candidate = Pick<LinkCandidate, 'listingId' | 'name' | 'shopname' | 'marketplace'> & { linked: boolean };

/** Candidates are variants; a master product is made per listing, so variants fold into their listing. */
function byListing(variants: readonly LinkCandidate[]) {
  const listings = new Map<string, Candidate>();
  for (const { listingId, name, shopname, marketplace, masterSkuId } of variants) {
    const seen = listings.get(listingId);
    const linked = masterSkuId !== null;
    if (seen) seen.linked ||= linked;
    else listings.set(listingId, { listingId, name, shopname, marketplace, linked });
  }
  return [...listings.values()];
}

/** "Buat dari Produk Marketplace": pick listings, get one linked master product per listing. */
export function FromListingsModal({ opened, onClose }: FromListingsModalProps) {
  const { t } = useTranslation('stock');
  const { text, setText, search } = useSearchText();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const candidates = useQuery({ ...linkCandidatesQueryOptions(search), enabled: opened });
  const create = useCreateFromListings();
  const listings = byListing(candidates.data ?? []);

  const close = () => {
    setText('');
    setChosen(new Set());
    create.reset();
    onClose();
  };

  const toggle = (listingId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(listingId) && next.size < MAX_LISTINGS) next.add(listingId);
      return next;
    });

  const submit = () =>
    create.mutate([...chosen], {
      onSuccess: (created) => {
        notify.success(t('fromListings.created', { count: created.length }));
        close();
      },
      onError: (error) => reportActionError(error, t('errors.generic')),
    });

  return (
    <Modal opened={opened} onClose={close} title={t('fromListings.title')} size="xl" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('fromListings.hint', { max: MAX_LISTINGS })}
        </Text>
        <SearchInput
          value={text}
          onChange={setText}
          placeholder={t('fromListings.searchPlaceholder')}
          data-autofocus
        />
        {candidates.isError && <ErrorState onRetry={() => void candidates.refetch()} />}
        {candidates.isSuccess && listings.length === 0 && <EmptyState />}
        {listings.length > 0 && (
          <ScrollArea.Autosize mah={360}>
            <Table verticalSpacing="xs" aria-label={t('fromListings.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{t('links.listing')}</Table.Th>
                  <Table.Th>{t('links.shop')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {listings.map((listing) => (
                  <Table.Tr key={listing.listingId}>
                    <Table.Td>
                      <Checkbox
                        checked={chosen.has(listing.listingId)}
                        onChange={() => toggle(listing.listingId)}
                        aria-label={t('fromListings.choose', { name: listing.name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ListingLabel listing={{ name: listing.name, variantName: '', sku: '' }} />
                      {listing.linked && (
                        <Text size="xs" c="orange.8">
                          {t('fromListings.alreadyLinked')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ShopLabel listing={listing} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="space-between">
          <Text size="sm">{t('fromListings.selected', { count: chosen.size })}</Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button onClick={submit} disabled={chosen.size === 0} loading={create.isPending}>
              {t('fromListings.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
