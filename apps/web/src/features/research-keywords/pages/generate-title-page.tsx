import { type GeneratedTitles, generateTitlesBodySchema } from '@booster/contracts';
import { LISTING_RULES, MARKETPLACES, type Marketplace, marketplaceLabel } from '@booster/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { BoundInput } from '../../../ui/bound-fields.tsx';
import { EmptyState, notify, PageHeader, SectionCard } from '../../../ui/index.ts';
import { generateTitles, keywordSuggestionsQueryOptions } from '../api/keyword-queries.ts';
import { ApplyTitleDialog } from '../components/apply-title-dialog.tsx';
import { MarketplaceField } from '../components/marketplace-field.tsx';
import { formatCount } from '../lib/research-format.ts';

/** /panel/research/generate-title: titles for every platform from a description, category and keywords. */
export function Component() {
  const { t } = useTranslation('researchKeywords');
  const { form, field, handleSubmit, formError, applyError } = useContractForm(generateTitlesBodySchema, {
    marketplace: 'shopee',
    description: '',
    category: '',
    keywords: [],
  });
  const { text: typed, setText: setTyped, search: debounced } = useSearchText();
  const marketplace = form.watch('marketplace') as Marketplace;
  const suggestions = useQuery(keywordSuggestionsQueryOptions(debounced, marketplace));
  const generate = useMutation({ mutationFn: generateTitles, onError: applyError });
  const submit = handleSubmit((values) => generate.mutate(values));

  return (
    <>
      <PageHeader title={t('titles.title')} description={t('titles.description')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
          <Stack gap="sm">
            <MarketplaceField control={form.control} label={t('titles.marketplace')} />
            <Textarea
              label={t('titles.productDescription')}
              placeholder={t('titles.productDescriptionPlaceholder')}
              autosize
              minRows={4}
              maxRows={10}
              {...field('description')}
            />
            <TextInput
              label={t('titles.category')}
              placeholder={t('titles.categoryPlaceholder')}
              {...field('category')}
            />
            <BoundInput
              control={form.control}
              name="keywords"
              input={TagsInput}
              label={t('titles.keywords')}
              placeholder={t('titles.keywordsPlaceholder')}
              description={t('titles.keywordsHint')}
              searchValue={typed}
              onSearchChange={setTyped}
              data={suggestions.data?.keywords ?? []}
              maxTags={10}
              clearable
            />
            {formError && (
              <Alert color="red" variant="light" role="alert">
                <Text size="sm">{formError}</Text>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={generate.isPending}>
                {t('titles.submit')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Stack gap="md">
          {generate.isPending && (
            <Stack gap="sm" aria-busy="true" aria-label={t('titles.loading')}>
              <Skeleton h={80} radius="md" />
              <Skeleton h={240} radius="md" />
            </Stack>
          )}
          {generate.isError && !formError && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{describeError(generate.error)}</Text>
            </Alert>
          )}
          {!generate.data && !generate.isPending && (
            <EmptyState title={t('titles.emptyTitle')} description={t('titles.emptyText')} />
          )}
          {generate.data && !generate.isPending && <TitleResults result={generate.data} />}
        </Stack>
      </SimpleGrid>
    </>
  );
}

function TitleResults({ result }: { result: GeneratedTitles }) {
  const { t, i18n } = useTranslation('researchKeywords');
  const [tab, setTab] = useState<Marketplace>('shopee');
  const [applying, setApplying] = useState<string | null>(null);
  return (
    <>
      <SectionCard titleId="title-demand" title={t('titles.demandTitle')} subtitle={t('titles.keywordsHint')}>
        <Group gap="xs" wrap="wrap">
          {result.keywords.map((k) => (
            <Badge
              key={k.phrase}
              variant="light"
              size="lg"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal', textTransform: 'none', overflow: 'visible' } }}
            >
              {k.phrase} · {t('titles.demandValue', { units: formatCount(k.demand, i18n.language) })}
            </Badge>
          ))}
        </Group>
      </SectionCard>
      <Tabs value={tab} onChange={(v) => v && setTab(v as Marketplace)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {MARKETPLACES.map((m) => (
            <Tabs.Tab key={m} value={m}>
              {marketplaceLabel(m)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MARKETPLACES.map((m) => (
          <Tabs.Panel key={m} value={m} pt="sm">
            <TitleList marketplace={m} titles={result.titles[m] ?? []} onApply={setApplying} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ApplyTitleDialog marketplace={tab} title={applying} onClose={() => setApplying(null)} />
    </>
  );
}

function TitleList(props: {
  marketplace: Marketplace;
  titles: GeneratedTitles['titles'][Marketplace];
  onApply: (title: string) => void;
}) {
  const { t, i18n } = useTranslation('researchKeywords');
  const { nameMin, nameMax } = LISTING_RULES[props.marketplace];
  if (props.titles.length === 0)
    return (
      <EmptyState
        title={t('titles.noTitle', { marketplace: marketplaceLabel(props.marketplace), min: nameMin })}
      />
    );
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.titles.map((title) => (
        <Card key={title.title} withBorder padding="sm" component="li">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title.title}
          </Text>
          <Group gap="xs" wrap="wrap" mt={4}>
            <Text size="xs" c="dimmed">
              {t('titles.length', { length: title.title.length, max: nameMax })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('titles.demandValue', { units: formatCount(title.demand, i18n.language) })}
            </Text>
            {title.keywords.length > 0 && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('titles.covers', { keywords: title.keywords.join(', ') })}
              </Text>
            )}
          </Group>
          <Group gap="xs" mt="xs">
            <CopyButton value={title.title}>
              {({ copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    copy();
                    notify.success(t('titles.copied'));
                  }}
                >
                  {t('titles.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="compact-sm" variant="default" onClick={() => props.onApply(title.title)}>
              {t('titles.apply')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
