import type { CloneRun } from '@booster/contracts';
import type { Marketplace } from '@booster/domain';
import { marketplaceLabel } from '@booster/domain';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { translateValidation } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { EmptyState, ErrorState, notify, PageHeader, SectionCard } from '../../../ui/index.ts';
import { clonePreviewQueryOptions, cloneRunsQueryOptions, useCloneActions } from '../api/clone-api.ts';
import { AttributeAnswers, CategoryMapping } from '../components/category-mapping.tsx';
import { CloneRunList, CloneRunProgress } from '../components/clone-runs.tsx';
import { PriceRuleFields } from '../components/price-rule-fields.tsx';
import { ProductScope } from '../components/product-scope.tsx';
import { CLONE_FORM_DEFAULTS, cloneFormSchema, key, serverField, toCloneBody } from '../lib/clone-form.ts';

/** /panel/product/clone: copy a shop's products into another shop (spec: Clone Toko, flagged new). */
export function Component() {
  const { t } = useTranslation('productClone');
  const shops = useQuery(allShopsQueryOptions({ appCategory: 'app', status: 'connect' }));
  const runs = useQuery(cloneRunsQueryOptions());
  const { form, handleSubmit, applyFieldErrors, errorOf, formError } = useContractForm(
    cloneFormSchema,
    CLONE_FORM_DEFAULTS,
  );
  const { start } = useCloneActions();
  const [watching, setWatching] = useState<CloneRun | null>(null);
  const attributeNames = useRef(new Map<string, Map<string, string>>());

  const values = form.watch();
  const pair = values.from && values.shopDestinationId ? [values.from, values.shopDestinationId] : null;
  const preview = useQuery({
    ...clonePreviewQueryOptions(values.from, values.shopDestinationId),
    enabled: pair !== null && values.from !== values.shopDestinationId,
  });

  // A new pair of shops: the suggestions become the choices (the seller changes what is wrong). A later
  // read of the same pair (after a run starts or ends) keeps the seller's choices: it only adds
  // categories that are new and drops chosen products that have been copied since.
  const seededPair = useRef<string | null>(null);
  useEffect(() => {
    if (!preview.data) return;
    const pairOf = `${preview.data.source._id}>${preview.data.destination._id}`;
    const fresh = seededPair.current !== pairOf;
    seededPair.current = pairOf;
    const current = fresh ? {} : form.getValues('categories');
    form.setValue(
      'categories',
      Object.fromEntries(
        preview.data.categories.map((c) => {
          const k = key(c.sourceCategoryId);
          return [k, current[k] ?? c.suggestedCategoryId ?? ''];
        }),
      ),
    );
    if (fresh) {
      form.setValue('attributes', {});
      form.setValue('listingIds', []);
      return;
    }
    const copied = new Set(preview.data.products.filter((p) => p.copied).map((p) => p._id));
    const chosen = form.getValues('listingIds');
    if (chosen.some((id) => copied.has(id))) {
      form.setValue(
        'listingIds',
        chosen.filter((id) => !copied.has(id)),
      );
    }
  }, [preview.data, form]);

  const options = (shops.data ?? []).map((s) => ({
    value: s._id,
    label: `${s.shopname} · ${marketplaceLabel(s.marketplace)}`,
  }));
  // The products a run would copy, and their source categories: only those are mapped and asked for.
  const inScope = useMemo(() => {
    const picked = new Set(values.listingIds);
    return (preview.data?.products ?? []).filter(
      (p) => !p.copied && (values.scope === 'all' || picked.has(p._id)),
    );
  }, [preview.data, values.scope, values.listingIds]);
  const categoriesInScope = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of inScope) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1);
    return (preview.data?.categories ?? [])
      .filter((c) => counts.has(c.sourceCategoryId))
      .map((c) => ({ ...c, productCount: counts.get(c.sourceCategoryId) ?? 0 }));
  }, [preview.data, inScope]);
  // Why the run cannot start yet (the server would refuse it, and its answer lands far up the page).
  const nothingToCopy =
    preview.data && inScope.length === 0
      ? preview.data.products.every((p) => p.copied)
        ? t('products.allCopied')
        : t('categories.chooseProducts')
      : null;
  // Not memoised on `values.categories`: react-hook-form changes one category in place (same object).
  const destinationNames = new Map(preview.data?.destinationCategories.map((c) => [c.id, c.name]));
  const chosenCategories = [
    ...new Set(categoriesInScope.map((c) => values.categories[key(c.sourceCategoryId)]).filter(Boolean)),
  ].map((id) => ({ id, name: destinationNames.get(id) ?? id }));

  const fieldText = (path: string) => {
    const state = form.getFieldState(path as never, form.formState) as { error?: { message?: string } };
    return translateValidation(state.error?.message);
  };

  const submit = handleSubmit((data) =>
    start
      .mutateAsync(
        toCloneBody(data, attributeNames.current, new Set(categoriesInScope.map((c) => c.sourceCategoryId))),
      )
      .then(
        (run) => {
          notify.success(t('started'));
          setWatching(run);
        },
        (error: unknown) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length > 0) {
            for (const [field, message] of Object.entries(fields))
              form.setError(serverField(field) as never, { type: 'server', message });
            applyFieldErrors(error);
          } else reportActionError(error, t('startFailed'));
        },
      ),
  );

  if (shops.isPending)
    return (
      <>
        <PageHeader title={t('title')} description={t('description')} />
        <Group justify="center" py="xl">
          <Loader aria-label={t('title')} />
        </Group>
      </>
    );
  if (shops.isError)
    return (
      <>
        <PageHeader title={t('title')} description={t('description')} />
        <ErrorState onRetry={() => shops.refetch()} />
      </>
    );

  const destination = shops.data.find((s) => s._id === values.shopDestinationId);
  // The rule's example: a price of a product the run would copy.
  const firstPrice = (inScope[0] ?? preview.data?.products[0])?.minPrice ?? null;
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} description={t('description')} />
      {watching && <CloneRunProgress key={watching._id} run={watching} onClose={() => setWatching(null)} />}
      {shops.data.length < 2 ? (
        <EmptyState
          title={t('shops.needTwo')}
          description={t('shops.needTwoText')}
          action={
            <Button component={Link} to={paths.panel.home()}>
              {t('shops.toHome')}
            </Button>
          }
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SectionCard titleId="clone-shops" title={t('shops.title')} subtitle={t('shops.subtitle')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('shops.from')}
                  placeholder={t('shops.placeholder')}
                  data={options}
                  value={values.from || null}
                  onChange={(v) => form.setValue('from', v ?? '', { shouldValidate: true })}
                  {...errorOf('from')}
                  required
                />
                <Select
                  label={t('shops.to')}
                  placeholder={t('shops.placeholder')}
                  data={options.filter((o) => o.value !== values.from)}
                  value={values.shopDestinationId || null}
                  onChange={(v) => form.setValue('shopDestinationId', v ?? '', { shouldValidate: true })}
                  {...errorOf('shopDestinationId')}
                  required
                />
              </SimpleGrid>
            </SectionCard>

            {pair && preview.isPending && (
              <Group justify="center" py="md">
                <Loader aria-label={t('products.title')} />
              </Group>
            )}
            {pair && preview.isError && <ErrorState onRetry={() => preview.refetch()} />}
            {preview.data && preview.data.products.length === 0 && (
              <EmptyState title={t('products.empty')} description={t('products.emptyText')} />
            )}
            {preview.data && preview.data.products.length > 0 && (
              <>
                <SectionCard
                  titleId="clone-products"
                  title={t('products.title')}
                  subtitle={t('products.subtitle', {
                    count: preview.data.products.length,
                    copied: preview.data.products.filter((p) => p.copied).length,
                  })}
                >
                  <ProductScope
                    products={preview.data.products}
                    scope={values.scope}
                    chosen={values.listingIds}
                    onScope={(scope) => form.setValue('scope', scope)}
                    onChosen={(ids) => form.setValue('listingIds', ids)}
                    error={fieldText('listingIds')}
                  />
                </SectionCard>
                <SectionCard
                  titleId="clone-categories"
                  title={t('categories.title')}
                  subtitle={t('categories.subtitle')}
                >
                  <CategoryMapping
                    categories={categoriesInScope}
                    destinationCategories={preview.data.destinationCategories}
                    emptyText={t('categories.chooseProducts')}
                    choices={Object.fromEntries(
                      Object.entries(values.categories).map(([k, v]) => [k.slice(1), v]),
                    )}
                    onChoose={(source, target) =>
                      form.setValue(`categories.${key(source)}` as never, target as never)
                    }
                    errorOf={(source) => fieldText(`categories.${key(source)}`)}
                  />
                </SectionCard>
                <SectionCard
                  titleId="clone-attributes"
                  title={t('attributes.title')}
                  subtitle={t('attributes.subtitle')}
                >
                  <AttributeAnswers
                    emptyText={inScope.length === 0 ? t('categories.chooseProducts') : undefined}
                    from={values.from}
                    to={values.shopDestinationId}
                    categories={chosenCategories}
                    answers={Object.fromEntries(
                      Object.entries(values.attributes).map(([c, a]) => [
                        c.slice(1),
                        Object.fromEntries(Object.entries(a).map(([k, v]) => [k.slice(1), v])),
                      ]),
                    )}
                    onAnswer={(c, a, v) =>
                      form.setValue(`attributes.${key(c)}.${key(a)}` as never, v as never)
                    }
                    onLoaded={(c, attrs) => {
                      attributeNames.current.set(c, new Map(attrs.map((a) => [a.id, a.name])));
                      for (const a of attrs) {
                        const path = `attributes.${key(c)}.${key(a.id)}` as never;
                        if (form.getValues(path) === undefined) form.setValue(path, a.suggested as never);
                      }
                    }}
                    errorOf={(c, a) => fieldText(`attributes.${key(c)}.${key(a)}`)}
                  />
                </SectionCard>
                <SectionCard titleId="clone-price" title={t('price.title')} subtitle={t('price.subtitle')}>
                  <PriceRuleFields
                    rule={values.priceRule as never}
                    onChange={(rule) => form.setValue('priceRule', rule, { shouldValidate: true })}
                    valueError={fieldText('priceRule.value')}
                    destination={(destination?.marketplace ?? 'shopee') as Marketplace}
                    examplePrice={firstPrice}
                  />
                </SectionCard>
                {formError && (
                  <Alert color="red" role="alert">
                    {formError}
                  </Alert>
                )}
                <Group justify="flex-end" wrap="wrap">
                  {nothingToCopy && (
                    <Text size="sm" c="dimmed" id="clone-start-hint">
                      {nothingToCopy}
                    </Text>
                  )}
                  <Button
                    type="submit"
                    loading={start.isPending}
                    disabled={Boolean(nothingToCopy)}
                    aria-describedby={nothingToCopy ? 'clone-start-hint' : undefined}
                  >
                    {t('start')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </form>
      )}
      <SectionCard titleId="clone-runs" title={t('runs.title')} subtitle={t('runs.subtitle')}>
        {runs.isPending ? (
          <Loader size="sm" aria-label={t('runs.title')} />
        ) : runs.isError ? (
          <ErrorState onRetry={() => runs.refetch()} />
        ) : (
          <CloneRunList runs={runs.data} onWatch={setWatching} />
        )}
      </SectionCard>
    </Stack>
  );
}
