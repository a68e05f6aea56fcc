import type { Coupon } from '@booster/contracts';
import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { PagedTable, PageHeader, SearchInput } from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { FilterSelect } from '../../../ui/option-select.tsx';
import { RowActions } from '../../../ui/row-actions.tsx';
import { couponsQueryOptions, useDeactivateCoupon } from '../api/coupon-queries.ts';
import { CouponFormModal } from '../components/coupon-form-modal.tsx';

const STATUSES = ['active', 'inactive'] as const;
type Status = (typeof STATUSES)[number];
const dmy = (day: string) => day.split('-').reverse().join('/');

/** /admin/order/coupon: the coupons, their uses, create / edit / deactivate. */
export function Component() {
  const { t } = useTranslation('coupons');
  const { t: tb } = useTranslation('billing');
  const [page, setPage] = useState(1);
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const query = useQuery(
    couponsQueryOptions({ page, search: debounced || undefined, status: status ?? undefined }),
  );
  const deactivate = useDeactivateCoupon();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts from page 1
  useEffect(() => setPage(1), [debounced, status]);

  function askDeactivate(coupon: Coupon) {
    confirmMutation(deactivate.mutate, coupon._id, {
      title: t('deactivate.title'),
      message: t('deactivate.text', { code: coupon.code }),
      done: t('deactivate.done', { code: coupon.code }),
      failure: t('saveFailed'),
    });
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing('new')}>{t('create')}</Button>}
      />
      <ListCard
        filters={
          <>
            <SearchInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={setSearch}
              style={{ flex: '1 1 220px' }}
            />
            <FilterSelect
              label={t('statusFilter')}
              allLabel={t('allStatus')}
              options={STATUSES}
              optionLabel={(s) => t(`status.${s}`)}
              value={status}
              onChange={setStatus}
              style={{ flex: '0 1 200px' }}
            />
          </>
        }
      >
        <PagedTable
          query={query}
          label={t('tableLabel')}
          onPageChange={setPage}
          empty={{ description: t('empty') }}
          minWidth={920}
          columns={[
            {
              key: 'code',
              header: t('columns.code'),
              cell: (c) => (
                <Text fw={700} size="sm" ff="monospace">
                  {c.code}
                </Text>
              ),
            },
            {
              key: 'discount',
              header: t('columns.discount'),
              cell: (c) => (
                <Text size="sm">{c.kind === 'percent' ? `${c.value}%` : formatRupiah(c.value)}</Text>
              ),
            },
            {
              key: 'for',
              header: t('columns.for'),
              cell: (c) => (
                <>
                  <Text size="sm">
                    {c.packages.map((p) => tb(runtimeKey<'billing'>(`packages.${p}`))).join(', ')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('months', { list: c.months.join(', ') })}
                  </Text>
                </>
              ),
            },
            {
              key: 'window',
              header: t('columns.window'),
              cell: (c) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {dmy(c.validFrom)} – {dmy(c.validUntil)}
                </Text>
              ),
            },
            {
              key: 'uses',
              header: t('columns.uses'),
              cell: (c) => (
                <>
                  <Text size="sm">
                    {c.maxUses === null
                      ? t('uses.unlimited', { used: c.used })
                      : t('uses.limited', { used: c.used, max: c.maxUses })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('uses.detail', {
                      reserved: c.reserved,
                      perMember: c.maxUsesPerMember ?? '∞',
                    })}
                  </Text>
                </>
              ),
            },
            {
              key: 'status',
              header: t('columns.status'),
              cell: (c) => (
                <Badge variant="light" color={c.active ? 'teal' : 'gray'} style={{ minWidth: 'max-content' }}>
                  {t(c.active ? 'status.active' : 'status.inactive')}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: t('columns.actions'),
              cell: (c) => (
                <RowActions
                  gap="xs"
                  actions={[
                    {
                      label: t('edit'),
                      ariaLabel: t('editLabel', { code: c.code }),
                      variant: 'default',
                      onClick: () => setEditing(c),
                    },
                    {
                      label: t('deactivate.button'),
                      ariaLabel: t('deactivateLabel', { code: c.code }),
                      variant: 'light',
                      color: 'red',
                      onClick: () => askDeactivate(c),
                      shown: c.active,
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </ListCard>
      {editing && (
        <CouponFormModal coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
