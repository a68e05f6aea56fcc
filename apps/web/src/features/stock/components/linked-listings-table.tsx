import type { LinkedListing } from '@booster/contracts';
import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListingLabel, ShopLabel } from './listing-label.tsx';
import { PushStatusBadge } from './push-status-badge.tsx';
import { ReservedBadge } from './reserved-badge.tsx';

export type LinkedListingsTableProps = {
  links: readonly LinkedListing[];
  /** Accessible name of the table. */
  label: string;
  /** Offers an unlink button per row when given. */
  onUnlink?: (link: LinkedListing) => void;
  unlinkingId?: string | null;
};

/** The marketplace listings linked to one master SKU: shop, name, their stock and the last push. */
export function LinkedListingsTable({ links, label, onUnlink, unlinkingId }: LinkedListingsTableProps) {
  const { t } = useTranslation('stock');
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('links.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('links.shop')}</Table.Th>
            <Table.Th>{t('links.listing')}</Table.Th>
            <Table.Th>{t('links.stock')}</Table.Th>
            <Table.Th>{t('links.push')}</Table.Th>
            {onUnlink && <Table.Th>{t('links.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.variantId}>
              <Table.Td>
                <ShopLabel listing={link} />
              </Table.Td>
              <Table.Td>
                <ListingLabel listing={link} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{link.stock}</Text>
                  <ReservedBadge units={link.reserved} />
                </Group>
              </Table.Td>
              <Table.Td>
                <PushStatusBadge status={link.pushStatus} error={link.pushError} />
              </Table.Td>
              {onUnlink && (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={unlinkingId === link.variantId}
                    onClick={() => onUnlink(link)}
                    aria-label={t('links.unlinkLabel', { name: link.name })}
                  >
                    {t('links.unlink')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
