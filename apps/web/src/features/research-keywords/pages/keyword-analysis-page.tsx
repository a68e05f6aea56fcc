import { keywordAnalysisBodySchema } from '@booster/contracts';
import { MARKETPLACES, type Marketplace } from '@booster/domain';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { analysisQueryOptions, runAnalysisQueryOptions } from '../api/keyword-queries.ts';
import { AnalysisView } from '../components/analysis-view.tsx';
import { MarketplaceField } from '../components/marketplace-field.tsx';

const isMarketplace = (value: string | null): value is Marketplace =>
  value !== null && (MARKETPLACES as readonly string[]).includes(value);

/**
 * /panel/research/keyword-analysis: `?keyword=&marketplace=` runs an analysis (the popular page and
 * related keywords link here), `?id=` opens a saved one from PostgreSQL.
 */
export function Component() {
  const { t } = useTranslation('researchKeywords');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const marketplaceParam = params.get('marketplace');
  const marketplace: Marketplace = isMarketplace(marketplaceParam) ? marketplaceParam : 'shopee';
  const savedId = params.get('id');

  const run = useQuery({
    ...runAnalysisQueryOptions(keyword, marketplace),
    enabled: !savedId && keyword.length > 0,
  });
  const saved = useQuery({ ...analysisQueryOptions(savedId ?? ''), enabled: savedId !== null });
  const current = savedId ? saved : run;
  const active = savedId !== null || keyword.length > 0;

  const { form, field, handleSubmit } = useContractForm(keywordAnalysisBodySchema, { keyword, marketplace });
  // The form follows the address (a related keyword's link, the popular page's link, a saved analysis).
  const shown = current.data;
  useEffect(() => {
    if (shown) form.reset({ keyword: shown.keyword, marketplace: shown.marketplace });
    else if (keyword) form.reset({ keyword, marketplace });
  }, [shown, keyword, marketplace, form]);

  const submit = handleSubmit((values) => {
    setParams({ keyword: values.keyword, marketplace: values.marketplace });
  });

  return (
    <>
      <PageHeader
        title={t('analysis.title')}
        description={t('analysis.description')}
        actions={
          <Button variant="default" component={Link} to={paths.research.keywordAnalysisList()}>
            {t('analysis.toList')}
          </Button>
        }
      />
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('analysis.keyword')}
              placeholder={t('analysis.keywordPlaceholder')}
              style={{ flex: '1 1 240px' }}
              {...field('keyword')}
            />
            <MarketplaceField
              control={form.control}
              label={t('analysis.marketplace')}
              style={{ flex: '0 1 200px' }}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={current.isFetching}>
              {t('analysis.submit')}
            </Button>
          </Group>
        </form>
        {!active && <EmptyState title={t('analysis.startTitle')} description={t('analysis.start')} />}
        {active && current.isPending && current.fetchStatus !== 'idle' && (
          <AnalysisSkeleton label={t('analysis.loading')} />
        )}
        {current.isError && <AnalysisError error={current.error} onRetry={() => void current.refetch()} />}
        {shown && <AnalysisView analysis={shown} />}
      </Stack>
    </>
  );
}

/** The free member's quota and an unreadable platform are said as the server says them; the rest can be retried. */
function AnalysisError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('researchKeywords');
  if (error instanceof ApiClientError && error.statusCode === 404)
    return <EmptyState title={t('analysis.notFound')} />;
  if (error instanceof ApiClientError && error.statusCode > 0 && error.statusCode < 500)
    return (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm">{describeError(error)}</Text>
      </Alert>
    );
  return <ErrorState onRetry={onRetry} description={describeError(error)} />;
}

function AnalysisSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton h={220} radius="md" />
        <Skeleton h={220} radius="md" />
      </SimpleGrid>
      <Skeleton h={200} radius="md" />
    </Stack>
  );
}
