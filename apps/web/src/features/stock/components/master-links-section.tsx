import type { LinkedListing, MasterProduct } from '@booster/contracts';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { SectionCard } from '../../../ui/index.ts';
import { useUnlinkListing } from '../api/master-mutations.ts';
import { LinkListingModal } from './link-listing-modal.tsx';
import { LinkedListingsTable } from './linked-listings-table.tsx';
import { OversoldBadge } from './oversold-badge.tsx';
import { PublishModal } from './publish-modal.tsx';
import { ReservedBadge } from './reserved-badge.tsx';

export type MasterLinksSectionProps = { master: MasterProduct };

/** "Listing Terhubung": per master SKU the marketplace listings that receive its stock. */
export function MasterLinksSection({ master }: MasterLinksSectionProps) {
  const { t } = useTranslation('stock');
  const unlink = useUnlinkListing();
  const [isLinkOpen, setLinkOpen] = useState(false);
  const [isPublishOpen, setPublishOpen] = useState(false);

  const confirmUnlink = (link: LinkedListing) =>
    confirmMutation(unlink.mutate, link.variantId, {
      title: t('links.unlinkTitle'),
      message: t('links.unlinkMessage', { name: link.name, shop: link.shopname }),
      variant: 'delete',
      done: t('links.unlinked'),
      failure: t('errors.generic'),
    });

  return (
    <SectionCard
      titleId="master-links"
      title={t('links.title')}
      subtitle={t('links.subtitle')}
      aside={
        <Group gap="sm">
          <Button variant="default" onClick={() => setPublishOpen(true)}>
            {t('publish.open')}
          </Button>
          <Button onClick={() => setLinkOpen(true)}>{t('linkModal.open')}</Button>
        </Group>
      }
    >
      <Stack gap="lg">
        {master.skus.map((sku, index) => (
          <Stack key={sku._id} gap="xs">
            {index > 0 && <Divider />}
            <Group gap="sm">
              <Text fw={600}>{sku.sku}</Text>
              {sku.name && <Text c="dimmed">{sku.name}</Text>}
              <Text size="sm">{t('links.centralStock', { stock: sku.stock })}</Text>
              <OversoldBadge units={sku.oversold} />
              <ReservedBadge units={sku.links.reduce((sum, link) => sum + link.reserved, 0)} />
            </Group>
            <LinkedListingsTable
              links={sku.links}
              label={t('links.tableLabel', { sku: sku.sku })}
              onUnlink={confirmUnlink}
              unlinkingId={unlink.isPending ? (unlink.variables ?? null) : null}
            />
          </Stack>
        ))}
      </Stack>
      <LinkListingModal master={master} opened={isLinkOpen} onClose={() => setLinkOpen(false)} />
      <PublishModal masterId={master._id} opened={isPublishOpen} onClose={() => setPublishOpen(false)} />
    </SectionCard>
  );
}
