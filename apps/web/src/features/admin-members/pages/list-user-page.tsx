import type { AdminMember } from '@booster/contracts';
import { formatDate } from '@booster/domain';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { PagedTable, PageHeader } from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { memberListQuery } from '../api.ts';
import { memberColumns } from '../components/member-columns.tsx';
import { MemberDetail } from '../components/member-detail.tsx';
import { MemberFilters, type MemberFilterValues } from '../components/member-filters.tsx';

const PAGE_SIZE = 20;

/** /admin/list-user: members with search and filters; `?member=<id>` opens that member's page. */
export function Component() {
  const [params] = useSearchParams();
  const memberId = params.get('member');
  return memberId ? <MemberDetail id={memberId} /> : <MemberList />;
}

function MemberList() {
  const { t } = useTranslation('adminMembers');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<MemberFilterValues>({ search: '' });
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const filter = { ...filters, search: search || undefined };
  const cursors = usePageCursors(JSON.stringify(filter));
  const query = useQuery(
    memberListQuery({ ...filter, page, limit: PAGE_SIZE, cursor: cursors.cursorFor(page) }),
  );
  if (!query.isPlaceholderData) cursors.remember(query.data);
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <ListCard>
        <MemberFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <PagedTable<AdminMember>
          query={query}
          label={t('list.tableLabel')}
          onPageChange={setPage}
          empty={{ description: t('list.empty') }}
          minWidth={760}
          columns={[
            ...memberColumns(t),
            {
              key: 'joined',
              header: t('columns.joined'),
              cell: (r) => <Text size="sm">{formatDate(new Date(r.createdAt))}</Text>,
            },
          ]}
        />
      </ListCard>
    </>
  );
}
