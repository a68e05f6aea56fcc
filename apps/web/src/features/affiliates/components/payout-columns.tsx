import type { Payout } from '@booster/contracts';
import { formatDateTime } from '@booster/domain';
import type { TFunction } from 'i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import type { PagedTableColumn } from '../../../ui/index.ts';

/** Date, amount and bank account of a payout: the member's history and the admin's list alike. */
export function payoutColumns<T extends Payout>(t: TFunction<'affiliates'>): PagedTableColumn<T>[] {
  return [
    { key: 'date', header: t('columns.date'), cell: (p) => formatDateTime(new Date(p.createdAt)) },
    { key: 'amount', header: t('columns.amount'), cell: (p) => formatRupiah(p.amount) },
    {
      key: 'bank',
      header: t('columns.bank'),
      cell: (p) => `${p.bankName} ${p.accountNumber} · ${p.accountHolder}`,
    },
  ];
}
