import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../ui/back-link.tsx';
import { PageHeader } from '../../../ui/index.ts';
import { masterDetailQueryOptions } from '../api/master-queries.ts';
import { MASTER_LIST_PATH, MasterForm } from '../components/master-form.tsx';
import { MasterLinksSection } from '../components/master-links-section.tsx';
import { QueryState } from '../components/query-state.tsx';

function EditMaster({ id }: { id: string }) {
  const master = useQuery(masterDetailQueryOptions(id));
  return (
    <QueryState query={master} backTo={MASTER_LIST_PATH}>
      {(data) => (
        <Stack gap="lg">
          <MasterForm key={data._id} master={data} />
          <MasterLinksSection master={data} />
        </Stack>
      )}
    </QueryState>
  );
}

/** /panel/product/master/new and /panel/product/master/:id/edit. */
export function Component() {
  const { t } = useTranslation('stock');
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <BackLink to={MASTER_LIST_PATH} label={t('masters.title')} />
      <PageHeader
        title={id ? t('form.editTitle') : t('form.newTitle')}
        description={t('form.pageDescription')}
      />
      {id ? <EditMaster id={id} /> : <MasterForm master={null} />}
    </>
  );
}
