import type { Shop } from '@booster/contracts';
import { Alert, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { connectedAppShopsQueryOptions } from '../../../lib/shop-listing-meta.ts';
import { notify } from '../../../ui/index.ts';
import { PublishShopSelect, type PublishTarget, PublishTargetFields } from '../../../ui/publish-to-shop.tsx';
import { usePublishMaster } from '../api/master-mutations.ts';

export type PublishModalProps = { masterId: string; opened: boolean; onClose: () => void };

/** The category, attributes and logistics of one shop; a refusal's field messages also stand above them. */
function PublishToShop({ masterId, shop, onDone }: { masterId: string; shop: Shop; onDone: () => void }) {
  const { t } = useTranslation('stock');
  const publish = usePublishMaster(masterId);
  const [serverError, setServerError] = useState<string | null>(null);

  const onPublish = async (target: PublishTarget) => {
    setServerError(null);
    try {
      await publish.mutateAsync({ shopId: shop._id, ...target });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) reportActionError(error, t('errors.generic'));
      else setServerError(Object.values(fields).join(', '));
      throw error;
    }
    notify.success(t('publish.done', { shop: shop.shopname }));
    onDone();
  };

  return (
    <PublishTargetFields
      shop={shop}
      publishing={publish.isPending}
      onPublish={onPublish}
      notice={
        serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )
      }
      texts={{
        loading: t('publish.loading'),
        category: t('publish.category'),
        categoryPlaceholder: t('publish.categoryPlaceholder'),
        logistics: t('publish.logistics'),
        noLogistics: t('publish.noLogistics'),
        publish: t('publish.submit'),
      }}
    />
  );
}

/** "Terbitkan ke Toko": publish a master product to a connected shop as a new, linked listing. */
export function PublishModal({ masterId, opened, onClose }: PublishModalProps) {
  const { t } = useTranslation('stock');
  const shops = useQuery({ ...connectedAppShopsQueryOptions(), enabled: opened });
  const [shopId, setShopId] = useState<string | null>(null);
  const shop = shops.data?.find((s) => s._id === shopId) ?? null;
  const close = () => {
    setShopId(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('publish.title')} size="lg" centered>
      <Stack gap="md">
        <PublishShopSelect
          shops={shops}
          shopId={shopId}
          onChange={setShopId}
          texts={{
            noShops: t('publish.noShops'),
            shop: t('publish.shop'),
            shopPlaceholder: t('publish.shopPlaceholder'),
          }}
        />
        {shop && <PublishToShop key={shop._id} masterId={masterId} shop={shop} onDone={close} />}
      </Stack>
    </Modal>
  );
}
