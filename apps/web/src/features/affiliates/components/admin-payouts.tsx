import { type AdminPayout, PAYOUT_STATUSES, type PayoutStatus } from '@booster/contracts';
import { adminAffiliateRoutes } from '@booster/contracts/routes';
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { reportActionError } from '../../../lib/api-errors.ts';
import { notify, openConfirm, PagedTable } from '../../../ui/index.ts';
import { adminPayoutsQueryOptions, affiliateKeys } from '../api/affiliate-queries.ts';
import { payoutColumns } from './payout-columns.tsx';
import { PayoutStatusBadge } from './payout-status-badge.tsx';
import { RejectPayoutModal } from './reject-payout-modal.tsx';

/** Members' payout requests, open ones first: approve, reject with a reason, mark paid. */
export function AdminPayouts() {
  const { t } = useTranslation('affiliates');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PayoutStatus | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayout | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const payouts = useQuery(adminPayoutsQueryOptions(page, status));

  async function done() {
    notify.success(t('admin.done'));
    await queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
  }

  async function act(p: AdminPayout, action: 'approve' | 'paid') {
    setBusy(p._id);
    try {
      const route =
        action === 'approve' ? adminAffiliateRoutes.approvePayout : adminAffiliateRoutes.markPayoutPaid;
      await callApi(route, { params: { id: p._id } });
      await done();
    } catch (error) {
      reportActionError(error, t('loadError'));
    } finally {
      setBusy(null);
    }
  }

  const confirmPaid = (p: AdminPayout) =>
    openConfirm({
      title: t('admin.confirmPaidTitle'),
      message: t('admin.confirmPaidText', {
        amount: p.amount,
        bank: p.bankName,
        number: p.accountNumber,
        holder: p.accountHolder,
      }),
      onConfirm: () => void act(p, 'paid'),
    });

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={status ?? 'all'}
        onChange={(v) => {
          setStatus(v === 'all' ? null : (v as PayoutStatus));
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('admin.filterAll') },
          ...PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Card withBorder padding={0}>
        <PagedTable<AdminPayout>
          query={payouts}
          label={t('admin.payoutsTable')}
          minWidth={900}
          onPageChange={setPage}
          empty={{ title: t('admin.emptyTitle'), description: t('admin.emptyText') }}
          columns={[
            {
              key: 'member',
              header: t('columns.member'),
              cell: (p) => (
                <div>
                  <Text size="sm">{p.member.name}</Text>
                  <Text size="xs" c="dimmed">
                    {p.member.email}
                  </Text>
                </div>
              ),
            },
            ...payoutColumns<AdminPayout>(t),
            {
              key: 'status',
              header: t('columns.status'),
              cell: (p) => (
                <Stack gap={2}>
                  <PayoutStatusBadge status={p.status} />
                  {p.reason && (
                    <Text size="xs" c="dimmed">
                      {p.reason}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              key: 'action',
              header: t('columns.action'),
              cell: (p) => (
                <Group gap="xs" wrap="nowrap">
                  {p.status === 'requested' && (
                    <Button size="xs" loading={busy === p._id} onClick={() => void act(p, 'approve')}>
                      {t('admin.approve')}
                    </Button>
                  )}
                  {p.status === 'approved' && (
                    <Button size="xs" color="green" loading={busy === p._id} onClick={() => confirmPaid(p)}>
                      {t('admin.markPaid')}
                    </Button>
                  )}
                  {(p.status === 'requested' || p.status === 'approved') && (
                    <Button size="xs" variant="default" color="red" onClick={() => setRejecting(p)}>
                      {t('admin.reject')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      </Card>
      {rejecting && (
        <RejectPayoutModal
          payout={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            void done();
          }}
        />
      )}
    </Stack>
  );
}
