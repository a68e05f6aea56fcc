import type { LandingPageName } from '@booster/contracts';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { ErrorState, LoadingOverlay, PageHeader } from '../../../ui/index.ts';
import { landingQueryOptions } from '../api/content-queries.ts';
import { LandingEditor } from './landing-editor.tsx';

/** The page around the editor of one public page: its title, a link to the live page, the form. */
export function LandingEditorPage({ page }: { page: LandingPageName }) {
  const { t } = useTranslation('adminContent');
  const query = useQuery(landingQueryOptions(page));
  const publicPath = page === 'main' ? paths.landing() : paths.affiliate();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`landing.title.${page}`)}
        description={t('landing.description')}
        actions={
          <Anchor href={publicPath} target="_blank" rel="noopener noreferrer">
            {t('landing.openPublic')}
          </Anchor>
        }
      />
      {query.isPending ? (
        <LoadingOverlay visible />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : (
        <LandingEditor key={query.data.updatedAt ?? 'defaults'} page={page} saved={query.data} />
      )}
    </Stack>
  );
}
