import type { AdminMember, AuditEntry } from '@booster/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { PagedTable, PageHeader, SearchInput, SectionCard } from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { auditLogQuery, memberListQuery } from '../api.ts';
import { AuditActionBadge, AuditTime } from '../components/audit-action.tsx';
import { ImpersonateModal } from '../components/member-actions.tsx';
import { memberColumns } from '../components/member-columns.tsx';

/** /admin/login-user: find a member and open their panel as them (support), with the recent sessions. */
export function Component() {
  const { t } = useTranslation('adminMembers');
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const [page, setPage] = useState(1);
  const [sessionsPage, setSessionsPage] = useState(1);
  const [chosen, setChosen] = useState<AdminMember | null>(null);
  const members = useQuery(
    memberListQuery({ search: debounced || undefined, state: 'active', page, limit: 10 }),
  );
  const sessions = useQuery(auditLogQuery({ page: sessionsPage, limit: 10, search: 'member.impersonation' }));
  return (
    <Stack gap="md">
      <PageHeader title={t('loginUser.title')} description={t('loginUser.description')} />
      <ListCard>
        <SearchInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <PagedTable<AdminMember>
          query={members}
          label={t('loginUser.tableLabel')}
          onPageChange={setPage}
          empty={{ description: t('list.empty') }}
          minWidth={640}
          columns={[
            ...memberColumns(t),
            {
              key: 'action',
              header: '',
              cell: (r) => (
                <Button
                  size="compact-sm"
                  color="orange"
                  onClick={() => setChosen(r)}
                  aria-label={t('loginUser.loginAs', { name: r.name })}
                >
                  {t('actions.impersonate')}
                </Button>
              ),
            },
          ]}
        />
      </ListCard>
      <SectionCard
        title={t('loginUser.recent')}
        subtitle={t('loginUser.recentHint')}
        titleId="recent-sessions"
      >
        <PagedTable<AuditEntry>
          query={sessions}
          label={t('loginUser.recent')}
          onPageChange={setSessionsPage}
          empty={{ description: t('loginUser.noSessions') }}
          minWidth={640}
          columns={[
            { key: 'time', header: t('audit.time'), cell: (r) => <AuditTime entry={r} /> },
            { key: 'action', header: t('audit.action'), cell: (r) => <AuditActionBadge action={r.action} /> },
            { key: 'actor', header: t('audit.actor'), cell: (r) => <Text size="sm">{r.actor.email}</Text> },
            {
              key: 'member',
              header: t('audit.member'),
              cell: (r) => <Text size="sm">{r.member?.email ?? '–'}</Text>,
            },
            {
              key: 'reason',
              header: t('audit.reason'),
              cell: (r) => <Text size="sm">{r.reason ?? '–'}</Text>,
            },
          ]}
        />
      </SectionCard>
      {chosen && <ImpersonateModal member={chosen} opened onClose={() => setChosen(null)} />}
    </Stack>
  );
}
