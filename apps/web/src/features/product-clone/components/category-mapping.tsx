import type { ClonePreview } from '@booster/contracts';
import { Badge, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/index.ts';
import { cloneAttributesQueryOptions } from '../api/clone-api.ts';

export type CategoryMappingProps = {
  /** The source categories of the products to copy (counts of those products). */
  categories: ClonePreview['categories'];
  destinationCategories: ClonePreview['destinationCategories'];
  /** Shown when no product is chosen yet. */
  emptyText: string;
  /** Source category id → destination category id. */
  choices: Record<string, string>;
  onChoose: (sourceCategoryId: string, categoryId: string) => void;
  errorOf: (sourceCategoryId: string) => string | undefined;
};

const pathOf = (c: { name: string; path: string[] }) => [...c.path, c.name].join(' › ');

/** One row per source category: where its products go, with the suggestion's origin. */
export function CategoryMapping({
  categories,
  destinationCategories,
  emptyText,
  choices,
  onChoose,
  errorOf,
}: CategoryMappingProps) {
  const { t } = useTranslation('productClone');
  const options = destinationCategories.map((c) => ({ value: c.id, label: pathOf(c) }));
  if (categories.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <Stack gap="md">
      {categories.map((c) => {
        const value = choices[c.sourceCategoryId] ?? '';
        const origin =
          value && value === c.suggestedCategoryId && c.suggestedFrom
            ? t(c.suggestedFrom === 'saved' ? 'categories.saved' : 'categories.byName')
            : null;
        return (
          <Stack key={c.sourceCategoryId} gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {pathOf({ name: c.sourceName, path: c.sourcePath })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('categories.count', { count: c.productCount })}
              </Text>
              {origin && (
                <Badge size="xs" variant="light">
                  {origin}
                </Badge>
              )}
            </Group>
            <Select
              aria-label={t('categories.to', { name: c.sourceName })}
              placeholder={t('categories.placeholder')}
              data={options}
              value={value || null}
              onChange={(v) => onChoose(c.sourceCategoryId, v ?? '')}
              searchable
              error={errorOf(c.sourceCategoryId)}
              comboboxProps={{ withinPortal: true }}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}

export type AttributeAnswersProps = {
  /** Shown instead of the questions (no product chosen yet). */
  emptyText?: string;
  from: string;
  to: string;
  categories: { id: string; name: string }[];
  answers: Record<string, Record<string, string>>;
  onAnswer: (categoryId: string, attributeId: string, value: string) => void;
  onLoaded: (categoryId: string, attributes: { id: string; name: string; suggested: string }[]) => void;
  errorOf: (categoryId: string, attributeId: string) => string | undefined;
};

/** The required attributes of each destination category in use, asked once, pre-filled with suggestions. */
export function AttributeAnswers({
  emptyText,
  from,
  to,
  categories,
  answers,
  onAnswer,
  onLoaded,
  errorOf,
}: AttributeAnswersProps) {
  const { t } = useTranslation('productClone');
  const queries = useQueries({
    queries: categories.map((c) => cloneAttributesQueryOptions(from, to, c.id)),
  });
  const loaded = queries.map((q) => q.dataUpdatedAt).join();
  // Suggestions fill the answers the seller has not given once a category's attributes arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a category's attributes arrive
  useEffect(() => {
    categories.forEach((c, i) => {
      const data = queries[i]?.data;
      if (data) onLoaded(c.id, data);
    });
  }, [loaded]);
  if (emptyText) return <Text size="sm">{emptyText}</Text>;
  // A category whose questions cannot be read must not vanish: the run would be refused on them.
  const failed = queries.filter((q) => q.isError);
  if (failed.length > 0)
    return (
      <ErrorState
        title={t('attributes.loadFailed')}
        onRetry={() => {
          for (const q of failed) void q.refetch();
        }}
      />
    );
  if (queries.some((q) => q.isPending))
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('attributes.loading')} />
      </Group>
    );
  const withAttributes = categories
    .map((c, i) => ({ category: c, attributes: queries[i]?.data ?? [] }))
    .filter((x) => x.attributes.length > 0);
  if (withAttributes.length === 0) return <Text size="sm">{t('attributes.none')}</Text>;
  return (
    <Stack gap="md">
      {withAttributes.map(({ category, attributes }) => (
        <Stack key={category.id} gap={6}>
          <Title order={3} size="h6">
            {t('attributes.category', { name: category.name })}
          </Title>
          {attributes.map((attr) => {
            const value = answers[category.id]?.[attr.id] ?? '';
            const common = {
              label: attr.name,
              required: true,
              error: errorOf(category.id, attr.id),
            };
            return attr.inputType === 'select' && attr.values.length > 0 ? (
              <Select
                key={attr.id}
                {...common}
                data={attr.values}
                value={value || null}
                onChange={(v) => onAnswer(category.id, attr.id, v ?? '')}
                searchable
              />
            ) : (
              <TextInput
                key={attr.id}
                {...common}
                value={value}
                onChange={(e) => onAnswer(category.id, attr.id, e.currentTarget.value)}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
