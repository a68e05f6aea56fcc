import type { Shop } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { leafCategoryOptions } from '../lib/category-options.ts';
import { NO_CHOICE, publishFormSchema } from '../lib/publish-target-form.ts';
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  logisticsQueryOptions,
} from '../lib/shop-listing-meta.ts';
import { useContractForm } from '../lib/use-contract-form.ts';
import { CategoryAttributesInput } from './category-attributes-input.tsx';
import { ErrorState } from './error-state.tsx';

/** What a shop needs to publish a product there, as the request body sends it. */
export type PublishTarget = {
  categoryId: string;
  attributes: { id: string; name: string; value: string }[];
  logistics: string[];
};

export type PublishShopSelectProps = {
  /** The account's connected app shops (`connectedAppShopsQueryOptions`). */
  shops: UseQueryResult<Shop[]>;
  shopId: string | null;
  onChange: (shopId: string | null) => void;
  texts: { noShops: string; shop: string; shopPlaceholder: string };
};

/** Which connected shop to publish to: "Toko (Shopee)" options, or why there is none to pick. */
export function PublishShopSelect({ shops, shopId, onChange, texts }: PublishShopSelectProps) {
  if (shops.isError) return <ErrorState onRetry={() => void shops.refetch()} />;
  if (shops.data?.length === 0)
    return (
      <Alert variant="light" color="gray">
        {texts.noShops}
      </Alert>
    );
  if (!shops.data) return null;
  return (
    <Select
      label={texts.shop}
      placeholder={texts.shopPlaceholder}
      data={shops.data.map((s) => ({
        value: s._id,
        label: `${s.shopname} (${marketplaceLabel(s.marketplace)})`,
      }))}
      value={shopId}
      onChange={onChange}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export type PublishTargetFieldsProps = {
  shop: Shop;
  publishing: boolean;
  /** Runs once this shop's fields are valid; a rejection's 400 field messages land under the fields. */
  onPublish: (target: PublishTarget) => Promise<unknown>;
  /** Shown above the fields (the last refusal, say). */
  notice?: ReactNode;
  texts: {
    loading: string;
    category: string;
    categoryPlaceholder: string;
    logistics: string;
    noLogistics: string;
    publish: string;
  };
};

/** The shop's category, that category's attributes, its enabled logistics channels, and the publish button. */
export function PublishTargetFields({
  shop,
  publishing,
  onPublish,
  notice,
  texts,
}: PublishTargetFieldsProps) {
  const target = { marketplace: shop.marketplace, shopId: shop._id };
  const [categoryId, setCategoryId] = useState('');
  const categories = useQuery(categoriesQueryOptions(target));
  const attributes = useQuery({ ...attributesQueryOptions(target, categoryId), enabled: categoryId !== '' });
  const logistics = useQuery(logisticsQueryOptions(target));
  const channels = (logistics.data ?? []).filter((channel) => channel.enabled);
  const { form, errorOf, handleSubmit, applyFieldErrors } = useContractForm(
    publishFormSchema(attributes.data ?? []),
    NO_CHOICE,
    { mode: 'onSubmit' },
  );
  const values = form.watch();
  const submit = handleSubmit(async (body) => {
    await onPublish(body).catch((error: unknown) => {
      applyFieldErrors(error);
    });
  });

  if (categories.isError || logistics.isError)
    return (
      <ErrorState
        onRetry={() => {
          void categories.refetch();
          void logistics.refetch();
        }}
      />
    );
  if (categories.isPending || logistics.isPending) return <Loader size="sm" aria-label={texts.loading} />;
  return (
    <Stack gap="md">
      {notice}
      <Select
        label={texts.category}
        placeholder={texts.categoryPlaceholder}
        data={leafCategoryOptions(categories.data)}
        value={values.categoryId || null}
        onChange={(next) => {
          setCategoryId(next ?? '');
          form.setValue('categoryId', next ?? '');
          form.setValue('attributes', {});
        }}
        searchable
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...errorOf('categoryId')}
      />
      {attributes.isFetching && <Loader size="xs" />}
      {attributes.data && attributes.data.length > 0 && (
        <CategoryAttributesInput
          attributes={attributes.data}
          values={values.attributes}
          onChange={(next) => form.setValue('attributes', next)}
          errors={Object.fromEntries(attributes.data.map((a) => [a.id, errorOf(`attributes.${a.id}`).error]))}
        />
      )}
      <Checkbox.Group
        label={texts.logistics}
        value={values.logistics}
        onChange={(ids) => form.setValue('logistics', ids)}
        withAsterisk
        {...errorOf('logistics')}
      >
        <Stack gap={6} mt={6}>
          {channels.length === 0 && (
            <Text size="sm" c="dimmed">
              {texts.noLogistics}
            </Text>
          )}
          {channels.map((channel) => (
            <Checkbox key={channel.id} value={channel.id} label={channel.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={publishing}>
          {texts.publish}
        </Button>
      </Group>
    </Stack>
  );
}
