import type { Transfer } from '@booster/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CheckIcon, CopyIcon } from '../../../ui/icons.tsx';
import { ErrorState, notify } from '../../../ui/index.ts';
import { billingKeys, invoiceQueryOptions } from '../api/billing-queries.ts';
import { openTransferProof, transferQueryOptions } from '../api/transfer-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { InvoiceHeading } from '../components/invoice-status-badge.tsx';
import { NoInvoiceState } from '../components/no-invoice-state.tsx';
import { rupiah } from '../components/price-lines.tsx';
import { TransferProofForm } from '../components/transfer-proof-form.tsx';
import { billingPaths } from '../lib/billing-paths.ts';
import { dateTimeOf } from '../lib/format.ts';

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('billingTransfer');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
          <ActionIcon variant="light" onClick={copy} aria-label={label} size="lg">
            {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** Where the review stands once the proof is in (or the transfer closed). */
function TransferState({ transfer, invoiceId }: { transfer: Transfer; invoiceId: string }) {
  const { t } = useTranslation('billingTransfer');
  const history = (
    <Button component={Link} to={paths.payment.information()} variant="default">
      {t('toHistory')}
    </Button>
  );
  if (transfer.status === 'approved')
    return (
      <Alert color="teal" title={t('approvedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('approvedText')}</Text>
          {history}
        </Stack>
      </Alert>
    );
  if (transfer.status === 'rejected' || transfer.status === 'expired')
    return (
      <Alert color="red" title={t(transfer.status === 'rejected' ? 'rejectedTitle' : 'expiredTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {transfer.status === 'rejected'
              ? t('rejectedText', { reason: transfer.rejectReason ?? '-' })
              : t('expiredText')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.payment.plan()}>
              {t('toPlan')}
            </Button>
            {history}
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="blue" title={t('waitingTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t('waitingText', {
            sender: transfer.senderName ?? '-',
            bank: transfer.bankLabel ?? '-',
            date: transfer.submittedAt ? dateTimeOf(transfer.submittedAt) : '-',
          })}
        </Text>
        <Group gap="sm">
          <Button variant="light" onClick={() => void openTransferProof(invoiceId)}>
            {t('viewProof')}
          </Button>
          {history}
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /panel/plan/payment/manual?invoice=: pay by bank transfer. The server fixes the amount (invoice +
 * unique code) and lists the accounts; the member sends the proof, then waits for an admin.
 */
export function Component() {
  const { t } = useTranslation('billingTransfer');
  const { t: tb } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = search.get('invoice') ?? '';
  const invoice = useQuery({ ...invoiceQueryOptions(id), enabled: id !== '' });
  const payable = invoice.data?.status === 'unpaid' || invoice.data?.status === 'pending';
  const transfer = useQuery({ ...transferQueryOptions(id), enabled: id !== '' && invoice.isSuccess });
  const [replacing, setReplacing] = useState(false);

  const sent = async () => {
    notify.success(t('sent'));
    setReplacing(false);
    await queryClient.invalidateQueries({ queryKey: billingKeys.all });
  };

  let body: React.ReactNode;
  if (!id) {
    body = <NoInvoiceState />;
  } else if ((invoice.isError && !invoice.data) || (transfer.isError && payable)) {
    body = (
      <ErrorState
        onRetry={() => {
          void invoice.refetch();
          void transfer.refetch();
        }}
      />
    );
  } else if (!invoice.data || (transfer.isPending && payable)) {
    body = <Skeleton h={360} />;
  } else if (!transfer.data) {
    body = (
      <Alert color="gray">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{tb('payment.notPayable', { status: tb(`status.${invoice.data.status}`) })}</Text>
          <Button component={Link} to={paths.payment.information()} variant="default">
            {t('toHistory')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const inv = invoice.data;
    const { transfer: tr, bankAccounts } = transfer.data;
    const open = tr.status === 'awaiting' || (tr.status === 'submitted' && replacing);
    body = (
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <InvoiceHeading invoice={inv} />
            <Text size="sm" c="dimmed">
              {t('amountLabel')}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Text fz={28} fw={800} data-testid="transfer-amount">
                {rupiah(tr.amount)}
              </Text>
              <CopyValue value={String(tr.amount)} label={t('copyAmount')} />
            </Group>
            <Text size="sm" fw={700}>
              {t('uniqueCode', { code: tr.uniqueCode })}
            </Text>
            <Text size="sm">
              {t('rule', {
                invoice: rupiah(tr.invoiceAmount),
                code: tr.uniqueCode,
                due: dateTimeOf(inv.dueAt),
              })}
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text fw={700}>{t('accountsTitle')}</Text>
            {bankAccounts.length === 0 && <Alert color="yellow">{t('noAccounts')}</Alert>}
            {bankAccounts.map((a) => (
              <Group key={a._id} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700}>{a.bankName}</Text>
                  <Text ff="monospace" fz="lg" style={{ overflowWrap: 'anywhere' }}>
                    {a.accountNumber}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('holder', { name: a.accountHolder })}
                  </Text>
                </Stack>
                <CopyValue
                  value={a.accountNumber.replace(/\D/g, '')}
                  label={t('copyAccount', { bank: a.bankName })}
                />
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Text fw={700}>{t('formTitle')}</Text>
            {tr.status !== 'awaiting' && <TransferState transfer={tr} invoiceId={inv._id} />}
            {tr.status === 'submitted' && !replacing && (
              <Button variant="subtle" onClick={() => setReplacing(true)} style={{ alignSelf: 'flex-start' }}>
                {t('resend')}
              </Button>
            )}
            {open && bankAccounts.length > 0 && (
              <TransferProofForm
                invoiceId={inv._id}
                accounts={bankAccounts}
                defaults={{ bankAccountId: tr.bankAccountId ?? '', senderName: tr.senderName ?? '' }}
                onSent={() => void sent()}
              />
            )}
            {tr.status === 'awaiting' && (
              <Button variant="default" component={Link} to={billingPaths.planPayment(inv._id)}>
                {tb('dana.otherMethod')}
              </Button>
            )}
          </Stack>
        </Card>
      </Stack>
    );
  }
  return <BillingPage title={t('title')}>{body}</BillingPage>;
}
