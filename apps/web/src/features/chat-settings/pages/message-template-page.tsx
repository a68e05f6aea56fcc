import type { ChatTemplate } from '@booster/contracts';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import {
  ChatMarketplaceFilter,
  type ChatMarketplaceFilterValue,
} from '../../../ui/chat-marketplace-filter.tsx';
import { EmptyState, ErrorState, notify, PageHeader, SearchInput } from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { templatesQueryOptions, useDeleteTemplate, useReorderTemplates } from '../api/templates.ts';
import { TemplateCard } from '../components/template-card.tsx';
import { TemplateFormModal } from '../components/template-form-modal.tsx';

/** /panel/chat/setting/message-template: "Template Pesan". */
export function Component() {
  const { t } = useTranslation('chatSettings');
  const [filter, setFilter] = useState<ChatMarketplaceFilterValue>('all');
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const query = {
    ...(filter === 'all' ? {} : { marketplace: filter }),
    ...(debounced ? { search: debounced } : {}),
  };
  const templates = useQuery(templatesQueryOptions(query));
  const [editing, setEditing] = useState<ChatTemplate | 'new' | null>(null);
  const remove = useDeleteTemplate();
  const reorder = useReorderTemplates();
  const canReorder = filter === 'all' && !debounced;

  const confirmDelete = (template: ChatTemplate) =>
    confirmMutation(remove.mutate, template._id, {
      title: t('templates.deleteTitle'),
      message: t('templates.deleteMessage', { shortcut: template.shortcut }),
      variant: 'delete',
      done: t('templates.deleted'),
      failure: t('errors.generic'),
    });

  const move = (list: ChatTemplate[], from: number, to: number) => {
    const ids = list.map((x) => x._id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    reorder.mutate(ids, {
      onSuccess: () => notify.success(t('templates.reordered')),
      onError: (error) => reportActionError(error, t('errors.generic')),
    });
  };

  const addButton = <Button onClick={() => setEditing('new')}>{t('templates.add')}</Button>;
  const filtered = filter !== 'all' || Boolean(debounced);

  return (
    <>
      <PageHeader title={t('templates.title')} description={t('templates.description')} actions={addButton} />
      <ListCard
        framed={false}
        filters={
          <>
            <ChatMarketplaceFilter
              label={t('templates.filterLabel')}
              allLabel={t('templates.forAll')}
              value={filter}
              onChange={setFilter}
            />
            <SearchInput
              value={search}
              onChange={setSearch}
              placeholder={t('templates.search')}
              style={{ flex: '1 1 220px' }}
            />
          </>
        }
      >
        {templates.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : templates.isError ? (
          <ErrorState title={t('templates.error')} onRetry={() => templates.refetch()} />
        ) : templates.data.length === 0 ? (
          filtered ? (
            <EmptyState title={t('templates.noMatch')} />
          ) : (
            <EmptyState
              title={t('templates.empty.title')}
              description={t('templates.empty.description')}
              action={addButton}
            />
          )
        ) : (
          <>
            {!canReorder && (
              <Text size="xs" c="dimmed">
                {t('templates.reorderHint')}
              </Text>
            )}
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {templates.data.map((template, index, list) => (
                <TemplateCard
                  key={template._id}
                  template={template}
                  onMoveUp={canReorder && index > 0 ? () => move(list, index, index - 1) : null}
                  onMoveDown={
                    canReorder && index < list.length - 1 ? () => move(list, index, index + 1) : null
                  }
                  onEdit={() => setEditing(template)}
                  onDelete={() => confirmDelete(template)}
                  isDeleting={remove.isPending && remove.variables === template._id}
                />
              ))}
            </Stack>
          </>
        )}
      </ListCard>
      {editing && (
        <TemplateFormModal template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
