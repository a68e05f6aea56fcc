import type { Invoice } from '@booster/contracts';
import { Button, Card, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { formatRupiah } from '../../../lib/format-rupiah.ts';
import { PagedTable } from '../../../ui/index.ts';
import { downloadInvoicePdf, invoicesQueryOptions } from '../api/billing-queries.ts';
import { BillingPage } from '../components/billing-page.tsx';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { billingPaths } from '../lib/billing-paths.ts';
import { dateTimeOf } from '../lib/format.ts';

/** /panel/payment-information: the account's invoices with their status; open ones can be paid. */
export function Component() {
  const { t } = useTranslation('billing');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const invoices = useQuery(invoicesQueryOptions(page));
  const open = (i: Invoice) => i.status === 'unpaid' || i.status === 'pending';
  return (
    <BillingPage title={t('history.title')} description={t('history.description')}>
      <Card withBorder padding={0}>
        <PagedTable<Invoice>
          query={invoices}
          label={t('history.table')}
          minWidth={760}
          card={{
            title: (i) => i.number,
            fields: ['status', 'amount', 'package', 'date', 'method'],
            actions: ['action'],
          }}
          onPageChange={(p) => setSearch({ page: String(p) })}
          empty={{ title: t('history.emptyTitle'), description: t('history.emptyText') }}
          columns={[
            {
              key: 'number',
              header: t('history.number'),
              cell: (i) => (
                <Text size="sm" ff="monospace">
                  {i.number}
                </Text>
              ),
            },
            {
              key: 'status',
              header: t('history.status'),
              cell: (i) => <InvoiceStatusBadge status={i.status} />,
            },
            { key: 'amount', header: t('history.amount'), cell: (i) => formatRupiah(i.amount) },
            {
              key: 'action',
              header: t('history.action'),
              cell: (i) => (
                <Group gap="xs" wrap="nowrap">
                  {open(i) && (
                    <Button size="xs" component={Link} to={billingPaths.planPayment(i._id)}>
                      {t('history.pay')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('history.pdfOf', { number: i.number })}
                    onClick={() =>
                      void downloadInvoicePdf(i._id, i.number).catch((e) =>
                        reportActionError(e, t('loadError')),
                      )
                    }
                  >
                    {t('history.pdf')}
                  </Button>
                </Group>
              ),
            },
            {
              key: 'package',
              header: t('history.package'),
              cell: (i) =>
                `${t(`packages.${i.packageName}`)} · ${t('months', { count: i.months })} · ${t(`kinds.${i.kind}`)}`,
            },
            { key: 'date', header: t('history.date'), cell: (i) => dateTimeOf(i.createdAt) },
            { key: 'method', header: t('history.method'), cell: (i) => t(`methods.${i.method ?? 'none'}`) },
          ]}
        />
      </Card>
    </BillingPage>
  );
}
