import type { MasterSku } from '@booster/contracts';
import { Badge, Button, ScrollArea, Select, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { EmptyState, ErrorState, SearchInput } from '../../../ui/index.ts';
import { linkCandidatesQueryOptions } from '../api/master-queries.ts';
import { ListingLabel, ShopLabel } from './listing-label.tsx';

export type LinkSearchProps = {
  skus: readonly MasterSku[];
  linkingVariantId: string | null;
  onLink: (link: { variantId: string; masterSkuId: string }) => void;
};

/** Manual linking: choose the master SKU, search listings by name or SKU, link one by one. */
export function LinkSearch({ skus, linkingVariantId, onLink }: LinkSearchProps) {
  const { t } = useTranslation('stock');
  const [masterSkuId, setMasterSkuId] = useState<string | null>(skus.length === 1 ? skus[0]._id : null);
  const { text, setText, search } = useSearchText();
  const candidates = useQuery(linkCandidatesQueryOptions(search));
  const rows = candidates.data ?? [];

  return (
    <Stack gap="sm">
      <Select
        label={t('linkModal.masterSku')}
        placeholder={t('linkModal.masterSkuPlaceholder')}
        data={skus.map((sku) => ({ value: sku._id, label: sku.name ? `${sku.sku} — ${sku.name}` : sku.sku }))}
        value={masterSkuId}
        onChange={setMasterSkuId}
        comboboxProps={{ withinPortal: true }}
        withAsterisk
      />
      <SearchInput value={text} onChange={setText} placeholder={t('linkModal.searchPlaceholder')} />
      {candidates.isError && <ErrorState onRetry={() => void candidates.refetch()} />}
      {candidates.isSuccess && rows.length === 0 && <EmptyState />}
      {rows.length > 0 && (
        <ScrollArea.Autosize mah={320}>
          <Table verticalSpacing="xs" aria-label={t('linkModal.candidates')}>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.variantId}>
                  <Table.Td>
                    <ListingLabel listing={row} />
                  </Table.Td>
                  <Table.Td>
                    <ShopLabel listing={row} />
                  </Table.Td>
                  <Table.Td>{t('linkModal.stockOf', { stock: row.stock })}</Table.Td>
                  <Table.Td>
                    {row.masterSkuId ? (
                      <Badge variant="light" color="gray">
                        {t('linkModal.linked')}
                      </Badge>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!masterSkuId}
                        loading={linkingVariantId === row.variantId}
                        onClick={() => masterSkuId && onLink({ variantId: row.variantId, masterSkuId })}
                        aria-label={t('linkModal.linkOne', { name: row.name, shop: row.shopname })}
                      >
                        {t('linkModal.link')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
