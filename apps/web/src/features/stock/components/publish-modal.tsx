import type { Shop } from '@booster/contracts';
import { Alert, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { ErrorState, notify } from '../../../ui/index.ts';
import { usePublishMaster } from '../api/master-mutations.ts';
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  connectedAppShopsQueryOptions,
  logisticsQueryOptions,
} from '../api/shop-queries.ts';
import { leafCategoryOptions } from '../lib/category-options.ts';
import { CategoryAttributesInput } from './category-attributes-input.tsx';

export type PublishModalProps = { masterId: string; opened: boolean; onClose: () => void };

type Choice = { categoryId: string | null; attributes: Record<string, string>; logistics: string[] };
const NO_CHOICE: Choice = { categoryId: null, attributes: {}, logistics: [] };

/** The category, attributes and logistics of one shop, and the publish button. */
function PublishToShop({ masterId, shop, onDone }: { masterId: string; shop: Shop; onDone: () => void }) {
  const { t } = useTranslation('stock');
  const target = { marketplace: shop.marketplace, shopId: shop._id };
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useQuery(categoriesQueryOptions(target));
  const attributes = useQuery({
    ...attributesQueryOptions(target, choice.categoryId ?? ''),
    enabled: choice.categoryId !== null,
  });
  const logistics = useQuery(logisticsQueryOptions(target));
  const publish = usePublishMaster(masterId);
  const channels = (logistics.data ?? []).filter((channel) => channel.enabled);

  const submit = () => {
    const issues: Record<string, string> = {};
    if (!choice.categoryId) issues.categoryId = t('validation.categoryRequired');
    for (const attribute of attributes.data ?? []) {
      if (attribute.required && !choice.attributes[attribute.id]?.trim())
        issues[attribute.id] = t('validation.attributeRequired');
    }
    if (choice.logistics.length === 0) issues.logistics = t('validation.logisticsRequired');
    setErrors(issues);
    if (Object.keys(issues).length > 0 || !choice.categoryId) return;
    publish.mutate(
      {
        shopId: shop._id,
        categoryId: choice.categoryId,
        attributes: (attributes.data ?? [])
          .filter((attribute) => choice.attributes[attribute.id]?.trim())
          .map(({ id, name }) => ({ id, name, value: choice.attributes[id].trim() })),
        logistics: choice.logistics,
      },
      {
        onSuccess: () => {
          notify.success(t('publish.done', { shop: shop.shopname }));
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length === 0) return reportActionError(error, t('errors.generic'));
          setErrors({ form: Object.values(fields).join(', '), ...fields });
        },
      },
    );
  };

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
      {errors.form && (
        <Alert color="red" variant="light" role="alert">
          {errors.form}
        </Alert>
      )}
      <Select
        label={t('publish.category')}
        placeholder={t('publish.categoryPlaceholder')}
        data={leafCategoryOptions(categories.data)}
        value={choice.categoryId}
        onChange={(categoryId) => setChoice({ ...choice, categoryId, attributes: {} })}
        error={errors.categoryId}
        searchable
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      {attributes.isFetching && <Loader size="xs" />}
      {attributes.data && attributes.data.length > 0 && (
        <CategoryAttributesInput
          attributes={attributes.data}
          values={choice.attributes}
          onChange={(values) => setChoice({ ...choice, attributes: values })}
          errors={errors}
        />
      )}
      <Checkbox.Group
        label={t('publish.logistics')}
        value={choice.logistics}
        onChange={(ids) => setChoice({ ...choice, logistics: ids })}
        error={errors.logistics}
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
        <Button onClick={submit} loading={publish.isPending}>
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
