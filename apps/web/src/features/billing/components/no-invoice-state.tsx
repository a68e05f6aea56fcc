import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { EmptyStateWithLink } from '../../../ui/empty-state-with-link.tsx';

/** A payment page opened without an invoice: say so and lead back to choosing a plan. */
export function NoInvoiceState() {
  const { t } = useTranslation('billing');
  return (
    <EmptyStateWithLink
      title={t('payment.noInvoice')}
      description={t('payment.noInvoiceText')}
      linkLabel={t('payment.toPlan')}
      to={paths.payment.plan()}
    />
  );
}
