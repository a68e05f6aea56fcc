import type { AdminOrder } from '@booster/contracts';
import { Button, Group, Image, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { notify, openConfirm } from '../../../ui/index.ts';
import {
  adminOrderKeys,
  approveTransfer,
  loadTransferProof,
  markRefunded,
  rejectTransfer,
} from '../api/admin-order-queries.ts';
import { ReasonModal } from './reason-modal.tsx';

/** What the admin can do with one invoice: see the proof, approve or reject a transfer, mark a refund. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('billingTransfer');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'reject' | 'refund' | null>(null);
  const [proof, setProof] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = order.transfer?.status === 'submitted';
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });

  const showProof = async () => {
    try {
      const file = await loadTransferProof(order._id);
      if (file.type === 'application/pdf') window.open(file.url, '_blank', 'noopener');
      else setProof(file.url);
    } catch (error) {
      reportActionError(error, t('admin.actionError'));
    }
  };

  const approve = () =>
    openConfirm({
      title: t('admin.approveTitle'),
      message: t('admin.approveText', {
        amount: formatRupiah(order.transfer?.amount ?? order.amount),
        sender: order.transfer?.senderName ?? '-',
        number: order.number,
        email: order.member.email,
        package: order.packageName,
        months: order.months,
      }),
      onConfirm: async () => {
        setBusy(true);
        try {
          await approveTransfer(order._id);
          notify.success(t('admin.approved'));
          await refresh();
        } catch (error) {
          reportActionError(error, t('admin.actionError'));
        } finally {
          setBusy(false);
        }
      },
    });

  const decide = async (reason: string) => {
    if (asking === 'reject') await rejectTransfer(order._id, reason);
    else await markRefunded(order._id, reason);
    notify.success(asking === 'reject' ? t('admin.rejected') : t('admin.refunded'));
    setAsking(null);
    await refresh();
  };

  return (
    <Group gap={6} wrap="nowrap">
      {order.transfer?.proofType && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => void showProof()}
          aria-label={t('admin.proofOf', { number: order.number })}
        >
          {t('admin.proof')}
        </Button>
      )}
      {review && (
        <>
          <Button size="compact-sm" color="teal" loading={busy} onClick={approve}>
            {t('admin.approve')}
          </Button>
          <Button size="compact-sm" color="red" variant="light" onClick={() => setAsking('reject')}>
            {t('admin.reject')}
          </Button>
        </>
      )}
      {order.status === 'paid' && (
        <Button size="compact-sm" variant="subtle" color="grape" onClick={() => setAsking('refund')}>
          {t('admin.refund')}
        </Button>
      )}
      <ReasonModal
        opened={asking !== null}
        title={t(asking === 'refund' ? 'admin.refundTitle' : 'admin.rejectTitle', { number: order.number })}
        message={t(asking === 'refund' ? 'admin.refundText' : 'admin.rejectText')}
        confirmLabel={asking === 'refund' ? t('admin.refund') : t('admin.reject')}
        onClose={() => setAsking(null)}
        onConfirm={decide}
      />
      <Modal
        opened={proof !== null}
        onClose={() => {
          if (proof) URL.revokeObjectURL(proof);
          setProof(null);
        }}
        title={t('admin.proofOf', { number: order.number })}
        size="lg"
        centered
      >
        {proof && (
          <Image src={proof} alt={t('admin.proofOf', { number: order.number })} fit="contain" mah="70vh" />
        )}
      </Modal>
    </Group>
  );
}
