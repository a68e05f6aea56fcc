import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/index.ts';
import { BlastComposer } from '../components/blast-composer.tsx';
import { BlastHistory } from '../components/blast-history.tsx';

/** /admin/email/blast: compose, preview, test, send or schedule a mail to members; each blast's progress. */
export function Component() {
  const { t } = useTranslation('adminUsage');
  return (
    <>
      <PageHeader title={t('blast.title')} description={t('blast.description')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <BlastComposer />
        <BlastHistory />
      </SimpleGrid>
    </>
  );
}
