import type { Shop } from '@booster/contracts';
import { Alert, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { leafCategoryOptions } from '../../../lib/category-options.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { NO_CHOICE, publishFormSchema } from '../../../lib/publish-target-form.ts';
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  connectedAppShopsQueryOptions,
  logisticsQueryOptions,
} from '../../../lib/shop-listing-meta.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { CategoryAttributesInput } from '../../../ui/category-attributes-input.tsx';
import { ErrorState, notify } from '../../../ui/index.ts';
import { usePublishMaster } from '../api/master-mutations.ts';

export type PublishModalProps = { masterId: string; opened: boolean; onClose: () => void };

/** The category, attributes and logistics of one shop, and the publish button. */
function PublishToShop({ masterId, shop, onDone }: { masterId: string; shop: Shop; onDone: () => void }) {
  const { t } = useTranslation('stock');
  const target = { marketplace: shop.marketplace, shopId: shop._id };
  const [categoryId, setCategoryId] = useState('');
  const categories = useQuery(categoriesQueryOptions(target));
  const attributes = useQuery({ ...attributesQueryOptions(target, categoryId), enabled: categoryId !== '' });
  const logistics = useQuery(logisticsQueryOptions(target));
  const publish = usePublishMaster(masterId);
  const channels = (logistics.data ?? []).filter((channel) => channel.enabled);
  const { form, errorOf, handleSubmit, applyFieldErrors } = useContractForm(
    publishFormSchema(attributes.data ?? []),
    NO_CHOICE,
    { mode: 'onSubmit' },
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const values = form.watch();
  const attributeErrors = Object.fromEntries(
    (attributes.data ?? []).map((a) => [a.id, errorOf(`attributes.${a.id}`).error]),
  );

  const submit = handleSubmit((body) => {
    setServerError(null);
    publish.mutate(
      { shopId: shop._id, ...body },
      {
        onSuccess: () => {
          notify.success(t('publish.done', { shop: shop.shopname }));
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length === 0) return reportActionError(error, t('errors.generic'));
          applyFieldErrors(error);
          setServerError(Object.values(fields).join(', '));
        },
      },
    );
  });

  if (categories.isError || logistics.isError) {
    return (
      <ErrorState
        onRetry={() => {
          void categories.refetch();
          void logistics.refetch();
        }}
      />
    );
  }
  if (categories.isPending || logistics.isPending)
    return <Loader size="sm" aria-label={t('publish.loading')} />;
  return (
    <Stack gap="md">
      {serverError && (
        <Alert color="red" variant="light" role="alert">
          {serverError}
        </Alert>
      )}
      <Select
        label={t('publish.category')}
        placeholder={t('publish.categoryPlaceholder')}
        data={leafCategoryOptions(categories.data)}
        value={values.categoryId || null}
        onChange={(next) => {
          setCategoryId(next ?? '');
          form.setValue('categoryId', next ?? '');
          form.setValue('attributes', {});
        }}
        error={errorOf('categoryId').error}
        searchable
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      {attributes.isFetching && <Loader size="xs" />}
      {attributes.data && attributes.data.length > 0 && (
        <CategoryAttributesInput
          attributes={attributes.data}
          values={values.attributes}
          onChange={(next) => form.setValue('attributes', next)}
          errors={attributeErrors}
        />
      )}
      <Checkbox.Group
        label={t('publish.logistics')}
        value={values.logistics}
        onChange={(ids) => form.setValue('logistics', ids)}
        error={errorOf('logistics').error}
        withAsterisk
      >
        <Stack gap={6} mt={6}>
          {channels.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('publish.noLogistics')}
            </Text>
          )}
          {channels.map((channel) => (
            <Checkbox key={channel.id} value={channel.id} label={channel.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={publish.isPending}>
          {t('publish.submit')}
        </Button>
      </Group>
    </Stack>
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
        {shops.isError && <ErrorState onRetry={() => void shops.refetch()} />}
        {shops.data?.length === 0 && (
          <Alert variant="light" color="gray">
            {t('publish.noShops')}
          </Alert>
        )}
        {shops.data && shops.data.length > 0 && (
          <Select
            label={t('publish.shop')}
            placeholder={t('publish.shopPlaceholder')}
            data={shops.data.map((s) => ({
              value: s._id,
              label: `${s.shopname} (${marketplaceLabel(s.marketplace)})`,
            }))}
            value={shopId}
            onChange={setShopId}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {shop && <PublishToShop key={shop._id} masterId={masterId} shop={shop} onDone={close} />}
      </Stack>
    </Modal>
  );
}
