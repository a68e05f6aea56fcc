import { type Marketplace, marketplaceLabel } from '@booster/domain';
import { Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { EmptyState, ErrorState, notify, SearchInput } from '../../../ui/index.ts';
import { applyTitle, ownListingsQueryOptions } from '../api/apply-title.ts';

export type ApplyTitleDialogProps = {
  marketplace: Marketplace;
  title: string | null;
  onClose: () => void;
};

/** Chooses one of the seller's listings on the marketplace and replaces its name with the title. */
export function ApplyTitleDialog({ marketplace, title, onClose }: ApplyTitleDialogProps) {
  const { t } = useTranslation('researchKeywords');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const label = marketplaceLabel(marketplace);
  const listings = useQuery({ ...ownListingsQueryOptions(marketplace, debounced), enabled: title !== null });
  const apply = useMutation({
    mutationFn: (id: string) => applyTitle(marketplace, id, title ?? ''),
    onSuccess: () => {
      notify.success(t('titles.applied'));
      void queryClient.invalidateQueries({ queryKey: ['research-keywords', 'own-listings'] });
      onClose();
    },
    onError: (error) => reportActionError(error, t('titles.applyFailed')),
  });
  const docs = listings.data?.docs ?? [];
  const current = docs.find((d) => d._id === chosen);

  return (
    <Modal
      opened={title !== null}
      onClose={onClose}
      title={t('titles.applyTitle', { marketplace: label })}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <SearchInput value={search} onChange={setSearch} placeholder={t('titles.applySearch')} />
        {listings.isPending && <Skeleton h={120} radius="md" aria-busy="true" />}
        {listings.isError && <ErrorState onRetry={() => void listings.refetch()} />}
        {listings.data && docs.length === 0 && (
          <EmptyState title={t('titles.applyEmpty', { marketplace: label })} />
        )}
        {docs.length > 0 && (
          <Radio.Group value={chosen} onChange={setChosen} aria-label={t('titles.applySearch')}>
            <Stack gap="xs">
              {docs.map((d) => (
                <Radio
                  key={d._id}
                  value={d._id}
                  label={d.name}
                  description={d.shopname}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {current && (
          <Text size="xs" c="dimmed">
            {t('titles.applyCurrent', { name: current.name })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button disabled={!chosen} loading={apply.isPending} onClick={() => chosen && apply.mutate(chosen)}>
            {t('titles.applyConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
