import { Button, Checkbox, Group, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../ui/index.ts';
import { linkSuggestionsQueryOptions } from '../api/master-queries.ts';
import { ListingLabel, ShopLabel } from './listing-label.tsx';

export type LinkSuggestionsProps = {
  masterProductId: string;
  isLinking: boolean;
  onLink: (links: { variantId: string; masterSkuId: string }[]) => void;
};

/** Listing variants whose SKU code matches a master SKU; the seller confirms each with a checkbox. */
export function LinkSuggestions({ masterProductId, isLinking, onLink }: LinkSuggestionsProps) {
  const { t } = useTranslation('stock');
  const suggestions = useQuery(linkSuggestionsQueryOptions(masterProductId));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const rows = suggestions.data ?? [];

  const toggle = (variantId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(variantId)) next.add(variantId);
      return next;
    });
  // Linked rows leave the list after a refetch; only the rows still offered count as chosen.
  const chosenRows = rows.filter((row) => chosen.has(row.listing.variantId));
  const allChosen = rows.length > 0 && chosenRows.length === rows.length;

  if (suggestions.isPending) return <Skeleton h={120} />;
  if (suggestions.isError) return <ErrorState onRetry={() => void suggestions.refetch()} />;
  if (rows.length === 0) return <EmptyState description={t('linkModal.noSuggestions')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('linkModal.suggestionsHint')}
      </Text>
      <ScrollArea.Autosize mah={360}>
        <Table verticalSpacing="xs" aria-label={t('linkModal.suggestions')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  checked={allChosen}
                  indeterminate={chosenRows.length > 0 && !allChosen}
                  onChange={() =>
                    setChosen(allChosen ? new Set() : new Set(rows.map((row) => row.listing.variantId)))
                  }
                  aria-label={t('linkModal.chooseAll')}
                />
              </Table.Th>
              <Table.Th>{t('linkModal.masterSku')}</Table.Th>
              <Table.Th>{t('links.listing')}</Table.Th>
              <Table.Th>{t('links.shop')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.listing.variantId}>
                <Table.Td>
                  <Checkbox
                    checked={chosen.has(row.listing.variantId)}
                    onChange={() => toggle(row.listing.variantId)}
                    aria-label={t('linkModal.chooseSuggestion', {
                      sku: row.masterSku,
                      shop: row.listing.shopname,
                    })}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.masterSku}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.masterName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ListingLabel listing={row.listing} />
                </Table.Td>
                <Table.Td>
                  <ShopLabel listing={row.listing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button
          disabled={chosenRows.length === 0}
          loading={isLinking}
          onClick={() =>
            onLink(
              chosenRows.map((row) => ({ variantId: row.listing.variantId, masterSkuId: row.masterSkuId })),
            )
          }
        >
          {t('linkModal.linkChosen', { count: chosenRows.length })}
        </Button>
      </Group>
    </Stack>
  );
}
