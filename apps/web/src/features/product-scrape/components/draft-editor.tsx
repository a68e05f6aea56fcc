import { type ScrapeDraft, type ScrapeDraftEdit, scrapeDraftEditSchema } from '@booster/contracts';
import { Alert, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { connectedAppShopsQueryOptions } from '../../../lib/shop-listing-meta.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify } from '../../../ui/index.ts';
import { PublishShopSelect, type PublishTarget, PublishTargetFields } from '../../../ui/publish-to-shop.tsx';
import { useDraftActions } from '../api/scrape-api.ts';
import { DraftFields } from './draft-fields.tsx';

export type DraftEditorProps = { draft: ScrapeDraft; onClose: () => void };

/** Edit a draft, save it, or publish it to one of the seller's connected shops. */
export function DraftEditor({ draft, onClose }: DraftEditorProps) {
  const { t } = useTranslation('productScrape');
  const phone = useMediaQuery('(max-width: 36em)');
  const actions = useDraftActions(draft);
  const shops = useQuery(connectedAppShopsQueryOptions());
  const [shopId, setShopId] = useState<string | null>(null);
  const shop = shops.data?.find((s) => s._id === shopId) ?? null;
  const { form, field, errorOf, handleSubmit, submitSave, formError, applyError } = useContractForm(
    scrapeDraftEditSchema,
    {
      name: draft.name,
      description: draft.description,
      images: draft.images,
      weightGrams: draft.weightGrams,
      tiers: draft.tiers,
      variants: draft.variants,
    },
    { mode: 'onSubmit' },
  );

  const save = submitSave((body) => actions.save.mutateAsync(body), {
    success: t('editor.saved'),
    failure: t('editor.failed'),
  });

  /** The draft's fields first, then the shop's: one request; a refusal lands under the field it names. */
  const publish = async (target: PublishTarget) => {
    let edit: ScrapeDraftEdit | null = null;
    await handleSubmit((values) => {
      edit = values;
    })();
    if (!edit || !shop) return;
    const values: ScrapeDraftEdit = edit;
    try {
      await actions.publish.mutateAsync({
        ...values,
        weightGrams: values.weightGrams ?? 0,
        ...target,
        shopId: shop._id,
      });
    } catch (error) {
      applyError(error);
      throw error;
    }
    notify.success(t('editor.publishedDone', { shop: shop.shopname }));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('editor.title')} size="xl" fullScreen={phone} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('drafts.from', { platform: marketplaceLabel(draft.platform), shop: draft.sourceShop.name })} ·{' '}
          {draft.sourceUrl}
        </Text>
        <DraftFields form={form} field={field} errorOf={errorOf} />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void save()} loading={actions.save.isPending}>
            {t('editor.save')}
          </Button>
        </Group>
        <Divider />
        <Title order={2} size="h4">
          {t('editor.publishTo')}
        </Title>
        <PublishShopSelect
          shops={shops}
          shopId={shopId}
          onChange={setShopId}
          texts={{
            noShops: t('editor.noShops'),
            shop: t('editor.shop'),
            shopPlaceholder: t('editor.shopPlaceholder'),
          }}
        />
        {shop && (
          <PublishTargetFields
            key={shop._id}
            shop={shop}
            publishing={actions.publish.isPending}
            onPublish={publish}
            texts={{
              loading: t('editor.loadingMeta'),
              category: t('editor.category'),
              categoryPlaceholder: t('editor.categoryPlaceholder'),
              logistics: t('editor.logistics'),
              noLogistics: t('editor.noLogistics'),
              publish: t('editor.publish'),
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
