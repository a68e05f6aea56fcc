import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/index.ts';

/** A payment page opened without an invoice: say so and lead back to choosing a plan. */
export function NoInvoiceState() {
  const { t } = useTranslation('billing');
  return (
    <EmptyState
      title={t('payment.noInvoice')}
      description={t('payment.noInvoiceText')}
      action={
        <Button component={Link} to={paths.payment.plan()}>
          {t('payment.toPlan')}
        </Button>
      }
    />
  );
}
