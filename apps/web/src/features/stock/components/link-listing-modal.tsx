import type { MasterProduct } from '@booster/contracts';
import { Modal, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { notify } from '../../../ui/index.ts';
import { useLinkListings } from '../api/master-mutations.ts';
import { LinkSearch } from './link-search.tsx';
import { LinkSuggestions } from './link-suggestions.tsx';

export type LinkListingModalProps = { master: MasterProduct; opened: boolean; onClose: () => void };

/** "Hubungkan Listing": confirm suggested matches by SKU code, or search listings and link by hand. */
export function LinkListingModal({ master, opened, onClose }: LinkListingModalProps) {
  const { t } = useTranslation('stock');
  const link = useLinkListings();

  const linkAll = (links: { variantId: string; masterSkuId: string }[]) =>
    link.mutate(links, {
      onSuccess: ({ linked }) => notify.success(t('linkModal.linkedCount', { count: linked })),
      onError: (error) => reportActionError(error, t('errors.generic')),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('linkModal.title')} size="xl" centered>
      <Tabs defaultValue="suggestions" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="suggestions">{t('linkModal.suggestions')}</Tabs.Tab>
          <Tabs.Tab value="search">{t('linkModal.manual')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="suggestions">
          <LinkSuggestions masterProductId={master._id} isLinking={link.isPending} onLink={linkAll} />
        </Tabs.Panel>
        <Tabs.Panel value="search">
          <LinkSearch
            skus={master.skus}
            linkingVariantId={link.isPending ? (link.variables?.[0]?.variantId ?? null) : null}
            onLink={(one) => linkAll([one])}
          />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
