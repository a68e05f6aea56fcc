import { type AdminOrder, type AdminOrderQuery, INVOICE_STATUSES, PAYMENT_METHODS } from '@booster/contracts';
import { formatDateTimeDashed, PACKAGE_NAMES } from '@booster/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { DayInput } from '../../../ui/day-input.tsx';
import { PagedTable, PageHeader, SearchInput } from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { FilterSelect } from '../../../ui/option-select.tsx';
import { adminOrdersQueryOptions } from '../api/admin-order-queries.ts';
import { BankAccountsCard } from '../components/bank-accounts-card.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';

const PAGE_SIZE = 20;
type Status = (typeof INVOICE_STATUSES)[number];
type Method = (typeof PAYMENT_METHODS)[number];
const PAID_PACKAGES = PACKAGE_NAMES.filter((p) => p !== 'free');
type PackageName = (typeof PACKAGE_NAMES)[number];

function TransferNote({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('billingTransfer');
  const tr = order.transfer;
  return (
    <>
      {tr && (
        <Text size="xs" c="dimmed">
          {t('admin.transferAmount', { amount: formatRupiah(tr.amount), code: tr.uniqueCode })}
        </Text>
      )}
      {tr?.senderName && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.sender', { sender: tr.senderName, bank: tr.bankLabel ?? '-' })}
        </Text>
      )}
      {tr?.rejectReason && (
        <Text size="xs" c="red.8">
          {t('admin.rejectedBecause', { reason: tr.rejectReason })}
        </Text>
      )}
      {order.refund && (
        <Text size="xs" c="grape.8">
          {t('admin.refundedBecause', { reason: order.refund.reason })}
        </Text>
      )}
      {order.refusedPaymentAt && (
        <Text size="xs" c="red.8" fw={600}>
          {t('admin.paymentRefused', { at: formatDateTimeDashed(new Date(order.refusedPaymentAt)) })}
        </Text>
      )}
    </>
  );
}

/** /admin/order: every invoice with filters, transfer review and refund marking; the transfer accounts below. */
export function Component() {
  const { t } = useTranslation('billingTransfer');
  const { t: tb } = useTranslation('billing');
  const [page, setPage] = useState(1);
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const [status, setStatus] = useState<Status | null>(null);
  const [method, setMethod] = useState<Method | null>(null);
  const [packageName, setPackageName] = useState<PackageName | null>(null);
  const [awaiting, setAwaiting] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = {
    search: debounced || undefined,
    status: status ?? undefined,
    method: method ?? undefined,
    packageName: packageName ?? undefined,
    awaitingReview: awaiting ? ('true' as const) : undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const cursors = usePageCursors(JSON.stringify(filters));
  const query: AdminOrderQuery = { ...filters, page, limit: PAGE_SIZE, cursor: cursors.cursorFor(page) };
  const list = useQuery(adminOrdersQueryOptions(query));
  if (!list.isPlaceholderData) cursors.remember(list.data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts from page 1
  useEffect(() => setPage(1), [debounced, status, method, packageName, awaiting, from, to]);

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Stack gap="lg">
        <ListCard
          filters={
            <>
              <SearchInput
                label={t('admin.search')}
                placeholder={t('admin.searchPlaceholder')}
                value={search}
                onChange={setSearch}
                style={{ flex: '1 1 240px' }}
              />
              <FilterSelect
                label={t('admin.statusLabel')}
                allLabel={t('admin.allStatus')}
                options={INVOICE_STATUSES}
                optionLabel={(s) => t(`admin.status.${s}`)}
                value={status}
                onChange={setStatus}
                style={{ flex: '0 1 180px' }}
              />
              <FilterSelect
                label={t('admin.method')}
                allLabel={t('admin.allMethods')}
                options={PAYMENT_METHODS}
                optionLabel={(m) => t(`admin.methods.${m}`)}
                value={method}
                onChange={setMethod}
                style={{ flex: '0 1 180px' }}
              />
              <FilterSelect
                label={t('admin.package')}
                allLabel={t('admin.allPackages')}
                options={PAID_PACKAGES}
                optionLabel={(p) => tb(`packages.${p}`)}
                value={packageName}
                onChange={setPackageName}
                style={{ flex: '0 1 180px' }}
              />
              <DayInput
                label={t('admin.dateRange')}
                value={from}
                onChange={setFrom}
                maxDay={to || undefined}
                clearable
                style={{ flex: '0 1 150px' }}
              />
              <DayInput
                aria-label={`${t('admin.dateRange')} –`}
                label="–"
                value={to}
                onChange={setTo}
                minDay={from || undefined}
                clearable
                style={{ flex: '0 1 150px' }}
              />
            </>
          }
        >
          <Checkbox
            label={t('admin.awaitingOnly')}
            checked={awaiting}
            onChange={(e) => setAwaiting(e.currentTarget.checked)}
          />
          <PagedTable
            query={list}
            label={t('admin.tableLabel')}
            onPageChange={setPage}
            empty={{ description: t('admin.empty') }}
            minWidth={1180}
            dimWhileFetching
            columns={[
              {
                key: 'invoice',
                header: t('admin.columns.invoice'),
                cell: (r) => (
                  <>
                    <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {r.number}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTimeDashed(new Date(r.createdAt))}
                    </Text>
                  </>
                ),
              },
              {
                key: 'member',
                header: t('admin.columns.member'),
                cell: (r) => (
                  <>
                    <Text fw={600} size="sm">
                      {r.member.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {r.member.email}
                    </Text>
                  </>
                ),
              },
              {
                key: 'package',
                header: t('admin.columns.package'),
                cell: (r) => (
                  <>
                    <Text size="sm">{tb(`packages.${r.packageName}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('admin.months', { count: r.months })}
                    </Text>
                  </>
                ),
              },
              {
                key: 'method',
                header: t('admin.columns.method'),
                cell: (r) => <Text size="sm">{r.method ? t(`admin.methods.${r.method}`) : '-'}</Text>,
              },
              {
                key: 'status',
                header: t('admin.columns.status'),
                cell: (r) => (
                  <>
                    <OrderStatusBadge order={r} />
                    <TransferNote order={r} />
                  </>
                ),
              },
              {
                key: 'amount',
                header: t('admin.columns.amount'),
                cell: (r) => (
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatRupiah(r.amount)}
                  </Text>
                ),
              },
              {
                key: 'coupon',
                header: t('admin.columns.coupon'),
                cell: (r) =>
                  r.coupon ? (
                    <>
                      <Text size="sm">{r.coupon.code}</Text>
                      <Text size="xs" c="dimmed">
                        -{formatRupiah(r.coupon.discount)}
                      </Text>
                    </>
                  ) : (
                    '-'
                  ),
              },
              {
                key: 'commission',
                header: t('admin.columns.commission'),
                cell: (r) => (r.commission ? formatRupiah(r.commission.amount) : '-'),
              },
              {
                key: 'actions',
                header: t('admin.columns.actions'),
                cell: (r) => <OrderActions order={r} />,
              },
            ]}
          />
        </ListCard>
        <BankAccountsCard />
      </Stack>
    </>
  );
}
