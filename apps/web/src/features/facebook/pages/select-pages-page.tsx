import { facebookRoutes } from '@booster/contracts/routes';
import { Button, Card, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { facebookModal } from '../../../lib/global-modal.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, ErrorState, notify, PageHeader } from '../../../ui/index.ts';
import { facebookKeys, facebookStore, handleFacebookError } from '../lib/facebook-flow.ts';

/** /panel/facebook/select-pages: choose the pages of the stored account, save with deletePagesId. */
export function Component() {
  const { t } = useTranslation('facebook');
  const navigate = useNavigate();
  const account = useMemo(() => facebookStore.account(), []);
  /** The seller's changes on top of the saved state (pages loaded later keep theirs). */
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [isSaving, setSaving] = useState(false);
  const query = useInfiniteQuery({
    queryKey: facebookKeys.custom('graph-pages', account?._id ?? 'none'),
    enabled: account !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(facebookRoutes.graphPages, {
        query: { accountId: account?._id ?? '', nextOffset: pageParam, limit: 25 },
        signal,
      }),
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
  const pages = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const initiallySaved = useMemo(() => new Set(pages.filter((p) => p.selected).map((p) => p.id)), [pages]);

  if (!account) {
    return (
      <>
        <PageHeader title={t('selectPages.title')} />
        <Card withBorder padding="lg">
          <EmptyState
            description={t('selectPages.noAccount')}
            action={<Button onClick={facebookModal.open}>{t('selectPages.openAccounts')}</Button>}
          />
        </Card>
      </>
    );
  }

  const chosen = new Set(
    pages.filter((p) => overrides.get(p.id) ?? initiallySaved.has(p.id)).map((p) => p.id),
  );
  const allChecked = pages.length > 0 && pages.every((p) => chosen.has(p.id));

  function toggle(id: string) {
    setOverrides(new Map(overrides).set(id, !chosen.has(id)));
  }

  function setAll(value: boolean) {
    setOverrides(new Map(pages.map((p) => [p.id, value])));
  }

  async function save() {
    if (!account) return;
    const pagesToSave = pages.filter((p) => chosen.has(p.id)).map((p) => p.id);
    const deletePagesId = [...initiallySaved].filter((id) => !chosen.has(id));
    setSaving(true);
    try {
      await callApi(facebookRoutes.savePages, {
        body: { account: account._id, pages: pagesToSave, deletePagesId },
      });
      facebookStore.clearAccount();
      notify.success(t('selectPages.saved'));
      navigate(`${paths.panel.home()}?success=1`, { replace: true });
    } catch (error) {
      setSaving(false);
      handleFacebookError(error, 'save');
    }
  }

  return (
    <>
      <PageHeader
        title={t('selectPages.title')}
        description={t('selectPages.description', { name: account.name })}
      />
      <Card withBorder padding="lg">
        {query.isPending && (
          <Group justify="center" py="lg">
            <Loader aria-label={t('loading', { ns: 'common' })} />
          </Group>
        )}
        {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
        {query.isSuccess && pages.length === 0 && <EmptyState description={t('selectPages.empty')} />}
        {query.isSuccess && pages.length > 0 && (
          <Stack gap="md">
            <Group justify="space-between">
              <Checkbox
                label={t('selectPages.selectAll')}
                checked={allChecked}
                indeterminate={!allChecked && chosen.size > 0}
                onChange={() => setAll(!allChecked)}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('selectPages.selected', { count: chosen.size })}
              </Text>
            </Group>
            <Stack gap="xs" role="group" aria-label={t('selectPages.listLabel')}>
              {pages.map((p) => (
                <Checkbox
                  key={p.id}
                  checked={chosen.has(p.id)}
                  onChange={() => toggle(p.id)}
                  label={p.name}
                  description={p.category ?? undefined}
                />
              ))}
            </Stack>
            {query.hasNextPage && (
              <Button
                variant="subtle"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                w="fit-content"
              >
                {t('selectPages.loadMore')}
              </Button>
            )}
          </Stack>
        )}
        <Group justify="flex-end" mt="lg">
          <Button
            variant="default"
            onClick={() => {
              facebookStore.clearAccount();
              navigate(paths.panel.home());
            }}
          >
            {t('selectPages.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={isSaving} disabled={!query.isSuccess}>
            {t('selectPages.save')}
          </Button>
        </Group>
      </Card>
    </>
  );
}
