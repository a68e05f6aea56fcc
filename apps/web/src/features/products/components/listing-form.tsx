import type { Shop } from '@booster/contracts';
import { LISTING_RULES, type Marketplace } from '@booster/domain';
import { Alert, Card, List, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runtimeKey } from '../../../i18n/keys.ts';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { notify } from '../../../ui/index.ts';
import { useSaveListing } from '../api/listing-mutations.ts';
import { attributesQueryOptions } from '../api/meta-queries.ts';
import { type FieldErrors, serverFieldErrors, splitFieldErrors } from '../lib/field-issues.ts';
import { isFormField, toFormFieldErrors } from '../lib/listing-form-fields.ts';
import { listingFormResolverSchema } from '../lib/listing-form-schema.ts';
import type { ListingFormValues } from '../lib/listing-form-values.ts';
import { productPaths } from '../lib/product-paths.ts';
import { variantsForTiers } from '../lib/variant-grid.ts';
import { AttributeFields, type CategoryAttribute } from './form/attribute-fields.tsx';
import { CategoryPicker } from './form/category-picker.tsx';
import { ImageManager } from './form/image-manager.tsx';
import { LogisticsField } from './form/logistics-field.tsx';
import { ShippingFields } from './form/shipping-fields.tsx';
import { VariantTable } from './form/variant-table.tsx';
import { VariationEditor } from './form/variation-editor.tsx';

const NO_ATTRIBUTES: readonly CategoryAttribute[] = [];

export type ListingFormProps = {
  marketplace: Marketplace;
  /** The listing being edited; create when absent. */
  listingId?: string;
  initial: ListingFormValues;
  /** Shops to create in (create only). */
  shops: readonly Shop[];
};

/**
 * Create and edit of a marketplace product on the one form pattern: the resolver runs the platform's
 * rules (`checkListing`) and the contract before anything is sent, each issue under its field; a 400
 * from the server lands on fields the same way.
 */
export function ListingForm({ marketplace, listingId, initial, shops }: ListingFormProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const rules = LISTING_RULES[marketplace];
  // The resolver needs the category's attributes, which the form's own values choose: the last ones
  // loaded are kept in state (set during render, React's pattern for values from an earlier render).
  const [attributeList, setAttributeList] = useState<readonly CategoryAttribute[]>(NO_ATTRIBUTES);
  const {
    form,
    errorOf: errorPropsOf,
    handleSubmit,
  } = useContractForm(
    listingFormResolverSchema(marketplace, attributeList, (key, params) =>
      t(runtimeKey<'products'>(key), params ?? {}),
    ),
    initial,
    { mode: 'onSubmit' },
  );
  const values = form.watch();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const save = useSaveListing(marketplace, listingId);
  const attributes = useQuery(attributesQueryOptions(marketplace, values.shopId, values.categoryId));
  const loaded = attributes.data ?? NO_ATTRIBUTES;
  if (loaded !== attributeList) setAttributeList(loaded);

  const errorOf = (field: string) => errorPropsOf(field as Path<ListingFormValues>).error;
  const change = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    form.clearErrors(key);
  };
  const scrollToErrors = () => globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });

  function showServerErrors(errors: FieldErrors) {
    const { onFields, elsewhere } = splitFieldErrors(errors, isFormField);
    for (const [field, message] of Object.entries(onFields))
      form.setError(field as Path<ListingFormValues>, { type: 'server', message });
    setOtherErrors(elsewhere);
    scrollToErrors();
  }

  const onSubmit = handleSubmit(
    (body) => {
      setOtherErrors([]);
      save.mutate(body, {
        onSuccess: () => {
          notify.success(listingId ? t('form.updated') : t('form.created'));
          navigate(productPaths.list(marketplace));
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) showServerErrors(toFormFieldErrors(fields));
          else
            notify.error(
              error instanceof ApiClientError && error.message ? error.message : t('form.saveFailed'),
            );
        },
      });
    },
    () => {
      setOtherErrors([]);
      scrollToErrors();
    },
  );

  const selectShop = (shopId: string) => {
    // Categories, attributes and channels belong to the shop: a new shop starts them over.
    change('shopId', shopId);
    change('categoryId', '');
    change('attributeValues', {});
    change('logistics', []);
  };
  const formWide = form.formState.errors.root?.message;
  const listed = formWide ? [...otherErrors, formWide] : otherErrors;
  const hasErrors = Object.keys(form.formState.errors).length > 0 || listed.length > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {hasErrors && (
          <Alert color="red" variant="light" role="alert" title={t('form.fixErrors')}>
            {listed.length > 0 && (
              <List size="sm">
                {listed.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Section title={t('form.sectionInfo')}>
          {!listingId && (
            <Select
              label={t('form.shop')}
              placeholder={t('form.shopPlaceholder')}
              data={shops.map((s) => ({ value: s._id, label: s.shopname, disabled: s.status !== 'connect' }))}
              value={values.shopId || null}
              onChange={(v) => selectShop(v ?? '')}
              error={errorOf('shopId')}
              withAsterisk
              maw={360}
            />
          )}
          <TextInput
            label={t('form.name')}
            withAsterisk
            {...form.register('name')}
            description={t('form.counter', { count: values.name.trim().length, max: rules.nameMax })}
            error={errorOf('name')}
          />
          <Textarea
            label={t('form.description')}
            autosize
            minRows={5}
            maxRows={16}
            {...form.register('description')}
            description={t('form.counter', {
              count: values.description.trim().length,
              max: rules.descriptionMax,
            })}
            error={errorOf('description')}
          />
          <CategoryPicker
            marketplace={marketplace}
            shopId={values.shopId}
            value={values.categoryId}
            onChange={(id) => change('categoryId', id)}
            error={errorOf('categoryId')}
            label={t('form.category')}
          />
          {values.categoryId && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('form.attributes')}
              </Text>
              {attributes.isError ? (
                <Text size="sm" c="red.8">
                  {t('form.attributesFailed')}
                </Text>
              ) : (
                <AttributeFields
                  attributes={attributeList}
                  values={values.attributeValues}
                  onChange={(next) => change('attributeValues', next)}
                  errorOf={(id) => errorOf(`attributeValues.${id}`)}
                />
              )}
            </Stack>
          )}
        </Section>
        <Section title={t('form.sectionImages')}>
          <ImageManager
            images={values.images}
            onChange={(images) => change('images', images)}
            max={rules.imagesMax}
            label={t('form.images')}
            error={errorOf('images')}
          />
        </Section>
        <Section title={t('form.sectionVariants')}>
          <VariationEditor
            tiers={values.tiers}
            maxTiers={rules.tiersMax}
            onChange={(tiers) => {
              change('tiers', tiers);
              change('variants', variantsForTiers(tiers, values.variants));
            }}
            errorOf={errorOf}
          />
          <VariantTable
            variants={values.variants}
            onChange={(v) => change('variants', v)}
            errorOf={errorOf}
          />
          {errorOf('variants') && (
            <Text size="sm" c="red.8" role="alert">
              {errorOf('variants')}
            </Text>
          )}
        </Section>
        <Section title={t('form.sectionShipping')}>
          <ShippingFields
            weightGrams={values.weightGrams}
            dimensions={values.dimensions}
            condition={values.condition}
            onWeightChange={(grams) => change('weightGrams', grams)}
            onDimensionsChange={(d) => change('dimensions', d)}
            onConditionChange={(c) => change('condition', c)}
            errorOf={errorOf}
          />
          <LogisticsField
            marketplace={marketplace}
            shopId={values.shopId}
            value={values.logistics}
            onChange={(ids) => change('logistics', ids)}
            label={t('form.logistics')}
            error={errorOf('logistics')}
          />
        </Section>
        <FormButtons
          cancelLabel={t('form.cancel')}
          cancelTo={productPaths.list(marketplace)}
          submitLabel={t('form.save')}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
