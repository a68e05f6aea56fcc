import type { FacebookAccount } from '@booster/contracts';
import { facebookRoutes } from '@booster/contracts/routes';
import { formatDateTimeDashed, pageAfterDelete } from '@booster/domain';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { facebookModal, useGlobalModalOpen } from '../../../lib/global-modal.ts';
import { paths } from '../../../lib/paths.ts';
import { notify, openAlert, openConfirm, PagedTable } from '../../../ui/index.ts';
import { RowActions } from '../../../ui/row-actions.tsx';
import { facebookKeys, facebookStore, goToFacebookAuthorize } from '../lib/facebook-flow.ts';

const PAGE_SIZE = 10;

/** The Facebook account card (spec 2): accounts with pages count, status, authorization time, actions. */
export function FacebookAccountsModal() {
  const { t } = useTranslation('facebook');
  const opened = useGlobalModalOpen(facebookModal);
  return (
    <Modal
      opened={opened}
      onClose={facebookModal.close}
      title={t('card.title')}
      size={960}
      centered
      closeButtonProps={{ 'aria-label': t('card.close') }}
    >
      {opened && <AccountList />}
    </Modal>
  );
}

function AccountList() {
  const { t } = useTranslation('facebook');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery({
    queryKey: facebookKeys.list({ page }),
    queryFn: ({ signal }) => callApi(facebookRoutes.accounts, { query: { page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

  async function authorize(reconnectId?: string) {
    setBusy(reconnectId ?? 'new');
    try {
      await goToFacebookAuthorize(reconnectId);
    } catch {
      setBusy(null);
      openAlert({ title: t('errors.title'), message: t('errors.generic') });
    }
  }

  function edit(account: FacebookAccount) {
    facebookStore.setAccount(account);
    facebookModal.close();
    navigate(paths.panel.facebookSelectPages());
  }

  function remove(account: FacebookAccount) {
    openConfirm({
      variant: 'delete',
      title: t('card.deleteTitle'),
      message: t('card.deleteText', { name: account.name }),
      onConfirm: async () => {
        try {
          await callApi(facebookRoutes.remove, { params: { id: account._id } });
          notify.success(t('card.deleted'));
          setPage((p) => pageAfterDelete(p, (query.data?.docs.length ?? 1) - 1));
          await queryClient.invalidateQueries({ queryKey: facebookKeys.all });
        } catch {
          openAlert({ title: t('errors.title'), message: t('errors.deleteFailed') });
        }
      },
    });
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          onClick={() => {
            facebookModal.close();
            navigate(paths.panel.facebookFeed());
          }}
        >
          {t('card.feed')}
        </Button>
        <Button onClick={() => void authorize()} loading={busy === 'new'}>
          {t('card.connect')}
        </Button>
      </Group>
      <PagedTable
        query={query}
        label={t('card.tableLabel')}
        onPageChange={setPage}
        empty={{ title: t('card.empty') }}
        minWidth={860}
        skeletonRows={2}
        columns={[
          {
            key: 'name',
            header: t('card.columns.name'),
            cell: (account) => <Text fw={600}>{account.name}</Text>,
          },
          {
            key: 'pages',
            header: t('card.columns.pages'),
            cell: (account) => t('card.pagesCount', { count: account.totalPage }),
          },
          {
            key: 'status',
            header: t('card.columns.status'),
            cell: (account) => (
              <Badge
                color={account.status === 'connect' ? 'teal' : 'red'}
                variant="light"
                styles={{
                  root: { flexShrink: 0, overflow: 'visible', maxWidth: 'none' },
                  label: { overflow: 'visible' },
                }}
              >
                {t(`card.status.${account.status}`)}
              </Badge>
            ),
          },
          {
            key: 'authorizedAt',
            header: t('card.columns.authorizedAt'),
            cell: (account) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTimeDashed(new Date(account.authorizationTime))}
              </Text>
            ),
          },
          {
            key: 'actions',
            header: t('card.columns.actions'),
            cell: (account) => (
              <RowActions
                actions={[
                  {
                    label: t('card.reconnect'),
                    ariaLabel: t('card.reconnectLabel', { name: account.name }),
                    variant: 'light',
                    color: 'orange',
                    loading: busy === account._id,
                    onClick: () => void authorize(account._id),
                  },
                  {
                    label: t('card.edit'),
                    ariaLabel: t('card.editLabel', { name: account.name }),
                    variant: 'default',
                    onClick: () => edit(account),
                  },
                  {
                    label: t('card.delete'),
                    ariaLabel: t('card.deleteLabel', { name: account.name }),
                    variant: 'light',
                    color: 'red',
                    onClick: () => remove(account),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}
