import type { Shop } from '@booster/contracts';
import { Button, Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leafCategoryOptions } from '../../../lib/category-options.ts';
import { NO_CHOICE, publishFormSchema } from '../../../lib/publish-target-form.ts';
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  logisticsQueryOptions,
} from '../../../lib/shop-listing-meta.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { CategoryAttributesInput } from '../../../ui/category-attributes-input.tsx';
import { ErrorState } from '../../../ui/index.ts';

export type PublishTarget = {
  categoryId: string;
  attributes: { id: string; name: string; value: string }[];
  logistics: string[];
};

export type PublishTargetFieldsProps = {
  shop: Shop;
  publishing: boolean;
  /** Runs once this shop's fields are valid; answers the server's error so it lands under the fields. */
  onPublish: (target: PublishTarget) => Promise<unknown>;
};

/** The shop's category, its attributes and logistics channels, and the publish button. */
export function PublishTargetFields({ shop, publishing, onPublish }: PublishTargetFieldsProps) {
  const { t } = useTranslation('productScrape');
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
  if (categories.isPending || logistics.isPending)
    return <Loader size="sm" aria-label={t('editor.loadingMeta')} />;
  return (
    <Stack gap="sm">
      <Select
        label={t('editor.category')}
        placeholder={t('editor.categoryPlaceholder')}
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
      {attributes.data && attributes.data.length > 0 && (
        <CategoryAttributesInput
          attributes={attributes.data}
          values={values.attributes}
          onChange={(next) => form.setValue('attributes', next)}
          errors={Object.fromEntries(attributes.data.map((a) => [a.id, errorOf(`attributes.${a.id}`).error]))}
        />
      )}
      <Checkbox.Group
        label={t('editor.logistics')}
        value={values.logistics}
        onChange={(ids) => form.setValue('logistics', ids)}
        withAsterisk
        {...errorOf('logistics')}
      >
        <Stack gap={6} mt={6}>
          {channels.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('editor.noLogistics')}
            </Text>
          )}
          {channels.map((channel) => (
            <Checkbox key={channel.id} value={channel.id} label={channel.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={publishing}>
          {t('editor.publish')}
        </Button>
      </Group>
    </Stack>
  );
}
