import { facebookRoutes } from '@booster/contracts';
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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-message.ts';
import { facebookModal } from '../../../lib/global-modal.ts';
import { EmptyState, ErrorState, PageHeader } from '../../../ui/index.ts';
import { facebookKeys } from '../lib/facebook-flow.ts';

type FeedResult = { pageId: string; name: string; postId: string | null; error: string | null };
type FieldErrors = { pages?: string; message?: string; link?: string };

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** /panel/facebook/pages/feed: one post (message, optional link) to the chosen saved pages, result per page. */
export function Component() {
  const { t } = useTranslation('facebook');
  const pagesQuery = useQuery({
    queryKey: facebookKeys.custom('saved-pages'),
    queryFn: ({ signal }) => callApi(facebookRoutes.pages, { signal }),
  });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sendError, setSendError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [results, setResults] = useState<FeedResult[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: FieldErrors = {};
    if (chosen.size === 0) next.pages = t('feed.pagesRequired');
    if (!message.trim()) next.message = t('feed.messageRequired');
    if (link.trim() && !isUrl(link.trim())) next.link = t('feed.linkInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSending(true);
    setSendError(null);
    try {
      const res = await callApi(facebookRoutes.feed, {
        body: { pageIds: [...chosen], message: message.trim(), link: link.trim() || undefined },
      });
      setResults(res.results);
    } catch (error) {
      setSendError(describeError(error) || t('feed.sendFailed'));
    } finally {
      setSending(false);
    }
  }

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
                  error={errors.pages}
                  value={[...chosen]}
                  onChange={(v) => setChosen(new Set(v))}
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
                  value={message}
                  onChange={(e) => setMessage(e.currentTarget.value)}
                  error={errors.message}
                  autosize
                  minRows={4}
                  maxLength={5000}
                  withAsterisk
                />
                <TextInput
                  label={t('feed.link')}
                  placeholder={t('feed.linkPlaceholder')}
                  value={link}
                  onChange={(e) => setLink(e.currentTarget.value)}
                  error={errors.link}
                  type="url"
                />
                {sendError && (
                  <Alert color="red" variant="light" role="alert">
                    {sendError}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" loading={isSending}>
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
