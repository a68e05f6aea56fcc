import type { AdminPopupBanner } from '@booster/contracts';
import { formatDateTimeDashed } from '@booster/domain';
import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { PlusIcon } from '../../../ui/icons.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingOverlay,
  notify,
  openConfirm,
  PageHeader,
} from '../../../ui/index.ts';
import { bannersQueryOptions, useDeleteBanner } from '../api/content-queries.ts';
import { BannerFormModal } from '../components/banner-form-modal.tsx';

type Editing = { banner: AdminPopupBanner | null } | null;

function windowState(b: AdminPopupBanner, now = Date.now()): 'off' | 'scheduled' | 'ended' | 'live' {
  if (!b.active) return 'off';
  if (b.startsAt && Date.parse(b.startsAt) > now) return 'scheduled';
  if (b.endsAt && Date.parse(b.endsAt) <= now) return 'ended';
  return 'live';
}
const STATE_COLOR = { off: 'gray', scheduled: 'blue', ended: 'gray', live: 'teal' } as const;

/** /admin/popup/banner: the popup banners, who sees each and when. */
export function Component() {
  const { t } = useTranslation('adminContent');
  const query = useQuery(bannersQueryOptions());
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Editing>(null);

  function confirmDelete(banner: AdminPopupBanner) {
    openConfirm({
      title: t('banner.deleteTitle'),
      message: t('banner.deleteText'),
      variant: 'delete',
      onConfirm: () => {
        remove.mutateAsync(banner._id).then(
          () => notify.success(t('banner.deleted')),
          (error: unknown) => reportActionError(error, t('saveFailed')),
        );
      },
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('banner.title')}
        description={t('banner.description')}
        actions={
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setEditing({ banner: null })}>
            {t('banner.add')}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingOverlay visible />
      ) : query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('banner.emptyTitle')} description={t('banner.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {query.data.map((b) => {
            const state = windowState(b);
            return (
              <Card
                key={b._id}
                withBorder
                radius="md"
                padding="sm"
                aria-label={t('banner.cardLabel', { id: b._id.slice(0, 8) })}
              >
                <Card.Section>
                  <Image src={b.urlImage} alt="" h={160} fit="contain" bg="var(--mantine-color-gray-1)" />
                </Card.Section>
                <Stack gap={6} mt="sm">
                  <Group gap={6} justify="space-between">
                    <Badge color={STATE_COLOR[state]} variant="light">
                      {t(`banner.state.${state}`)}
                    </Badge>
                    <Text fz="xs" c="dimmed">
                      ID {b._id.slice(0, 8)}
                    </Text>
                  </Group>
                  <Group gap={4}>
                    {b.audiences.map((a) => (
                      <Badge key={a} size="sm" variant="outline">
                        {t(`packages.${a}`)}
                      </Badge>
                    ))}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {t('banner.window', {
                      from: b.startsAt ? formatDateTimeDashed(new Date(b.startsAt)) : t('banner.now'),
                      until: b.endsAt ? formatDateTimeDashed(new Date(b.endsAt)) : t('banner.noEnd'),
                    })}
                  </Text>
                  <Text fz="xs" truncate title={b.link}>
                    {b.link || t('banner.noLink')}
                  </Text>
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="light" color="red" onClick={() => confirmDelete(b)}>
                      {t('delete')}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => setEditing({ banner: b })}>
                      {t('edit')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {editing && <BannerFormModal banner={editing.banner} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
