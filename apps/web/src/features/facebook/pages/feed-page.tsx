import { facebookRoutes } from '@booster/contracts/routes';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { facebookModal } from '../../../lib/global-modal.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { facebookKeys } from '../lib/facebook-flow.ts';
import { feedFormSchema } from '../lib/feed-form.ts';

type FeedResult = { pageId: string; name: string; postId: string | null; error: string | null };

/** /panel/facebook/pages/feed: one post (message, optional link) to the chosen saved pages, result per page. */
export function Component() {
  const { t } = useTranslation('facebook');
  const pagesQuery = useQuery({
    queryKey: facebookKeys.custom('saved-pages'),
    queryFn: ({ signal }) => callApi(facebookRoutes.pages, { signal }),
  });
  const { form, field, errorOf, handleSubmit, formError, applyError } = useContractForm(
    feedFormSchema,
    { pageIds: [], message: '', link: '' },
    { mode: 'onSubmit' },
  );
  const [results, setResults] = useState<FeedResult[] | null>(null);

  const submit = handleSubmit(async (body) => {
    try {
      setResults((await callApi(facebookRoutes.feed, { body })).results);
    } catch (error) {
      applyError(error);
    }
  });

  const pages = pagesQuery.data ?? [];
  const ok = results?.filter((r) => r.postId).length ?? 0;
  return (
    <>
      <PageHeader title={t('feed.title')} description={t('feed.description')} />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          {pagesQuery.isPending && (
            <Group justify="center" py="lg">
              <Loader aria-label={t('loading', { ns: 'common' })} />
            </Group>
          )}
          {pagesQuery.isError && <ErrorState onRetry={() => void pagesQuery.refetch()} />}
          {pagesQuery.isSuccess && pages.length === 0 && (
            <EmptyState
              description={t('feed.noPages')}
              action={<Button onClick={facebookModal.open}>{t('card.connect')}</Button>}
            />
          )}
          {pagesQuery.isSuccess && pages.length > 0 && (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack gap="md">
                <Checkbox.Group
                  label={t('feed.pages')}
                  {...errorOf('pageIds')}
                  value={form.watch('pageIds')}
                  onChange={(ids) => form.setValue('pageIds', ids)}
                  withAsterisk
                >
                  <Stack gap="xs" mt="xs">
                    {pages.map((p) => (
                      <Checkbox key={p._id} value={p.pageId} label={p.name} />
                    ))}
                  </Stack>
                </Checkbox.Group>
                <Textarea
                  label={t('feed.message')}
                  placeholder={t('feed.messagePlaceholder')}
                  {...field('message')}
                  autosize
                  minRows={4}
                  maxLength={5000}
                  withAsterisk
                />
                <TextInput
                  label={t('feed.link')}
                  placeholder={t('feed.linkPlaceholder')}
                  {...field('link')}
                  type="url"
                />
                {formError && (
                  <Alert color="red" variant="light" role="alert">
                    {formError}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    {t('feed.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Card>
        {results && (
          <Card withBorder padding="lg" component="section" aria-labelledby="feed-result">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="feed-result">
                {t('feed.resultTitle')}
              </Title>
              <Text size="sm" fw={600} role="status">
                {t('feed.resultSummary', { ok, failed: results.length - ok })}
              </Text>
            </Group>
            <Table>
              <Table.Tbody>
                {results.map((r) => (
                  <Table.Tr key={r.pageId}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>
                      {r.postId ? (
                        <Badge color="teal" variant="light">
                          {t('feed.posted')}
                        </Badge>
                      ) : (
                        <Stack gap={2}>
                          <Badge color="red" variant="light">
                            {t('feed.failed')}
                          </Badge>
                          {r.error && (
                            <Text size="xs" c="red.8">
                              {r.error}
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </Stack>
    </>
  );
}
