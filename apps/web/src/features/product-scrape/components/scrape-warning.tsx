import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Always on the page: another seller's photos and text are theirs, and marketplaces act on reports. */
export function ScrapeWarning() {
  const { t } = useTranslation('productScrape');
  return (
    <Alert color="orange" variant="light" title={t('warning.title')} role="note" mb="md">
      {t('warning.text')}
    </Alert>
  );
}
