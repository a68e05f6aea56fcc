import type { LinkedListing } from '@booster/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../ui/data-table.tsx';
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
    <DataTable
      rows={links}
      rowKey={(link) => link.variantId}
      minWidth={640}
      verticalSpacing="xs"
      aria-label={label}
      columns={[
        { key: 'shop', header: t('links.shop'), cell: (link) => <ShopLabel listing={link} /> },
        { key: 'listing', header: t('links.listing'), cell: (link) => <ListingLabel listing={link} /> },
        {
          key: 'stock',
          header: t('links.stock'),
          cell: (link) => (
            <Group gap="xs">
              <Text size="sm">{link.stock}</Text>
              <ReservedBadge units={link.reserved} />
            </Group>
          ),
        },
        {
          key: 'push',
          header: t('links.push'),
          cell: (link) => <PushStatusBadge status={link.pushStatus} error={link.pushError} />,
        },
        !!onUnlink && {
          key: 'actions',
          header: t('links.actions'),
          cell: (link) => (
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
          ),
        },
      ]}
    />
  );
}
