import type { AuditEntry } from '@booster/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { runtimeKey } from '../../../i18n/keys.ts';
import { usePageCursors } from '../../../lib/page-cursors.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { PagedTable, PageHeader, SearchInput } from '../../../ui/index.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { FilterSelect } from '../../../ui/option-select.tsx';
import { auditLogQuery } from '../api.ts';
import { AuditActionBadge, AuditTime } from '../components/audit-action.tsx';
import { memberHref } from '../components/member-columns.tsx';

const PAGE_SIZE = 20;
/** Actions offered in the filter; the log holds others too (billing, content), found by search. */
const KNOWN_ACTIONS = [
  'member.package-changed',
  'member.suspended',
  'member.restored',
  'member.verification-resent',
  'member.password-reset-sent',
  'member.impersonation-started',
  'member.impersonation-ended',
] as const;

/** /admin/audit-log: every admin action, newest first, by action, member (`?memberId=`) or search. */
export function Component() {
  const { t } = useTranslation('adminMembers');
  const [params, setParams] = useSearchParams();
  const memberId = params.get('memberId') ?? undefined;
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<(typeof KNOWN_ACTIONS)[number] | null>(null);
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const filter = { memberId, action: action ?? undefined, search: debounced || undefined };
  const cursors = usePageCursors(JSON.stringify(filter));
  const query = useQuery(
    auditLogQuery({ ...filter, page, limit: PAGE_SIZE, cursor: cursors.cursorFor(page) }),
  );
  if (!query.isPlaceholderData) cursors.remember(query.data);
  const member = query.data?.docs.find((d) => d.member?._id === memberId)?.member;
  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <ListCard
        filters={
          <>
            <SearchInput
              label={t('audit.search')}
              placeholder={t('audit.searchPlaceholder')}
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
              style={{ flex: '2 1 240px' }}
            />
            <FilterSelect
              label={t('audit.action')}
              allLabel={t('filters.all')}
              options={KNOWN_ACTIONS}
              optionLabel={(a) => t(runtimeKey<'adminMembers'>(`auditActions.${a.replaceAll('.', '_')}`))}
              value={action}
              onChange={(v) => {
                setAction(v);
                setPage(1);
              }}
              style={{ flex: '1 1 200px' }}
            />
          </>
        }
      >
        {memberId && (
          <Group gap="xs">
            <Text size="sm">{t('audit.forMember', { member: member?.email ?? memberId })}</Text>
            <Anchor
              component="button"
              size="sm"
              onClick={() => {
                setParams({});
                setPage(1);
              }}
            >
              {t('audit.allMembers')}
            </Anchor>
          </Group>
        )}
        <PagedTable<AuditEntry>
          query={query}
          label={t('audit.title')}
          onPageChange={setPage}
          empty={{ description: t('audit.empty') }}
          minWidth={860}
          columns={[
            { key: 'time', header: t('audit.time'), cell: (r) => <AuditTime entry={r} /> },
            {
              key: 'action',
              header: t('audit.action'),
              cell: (r) => <AuditActionBadge action={r.action} />,
            },
            {
              key: 'actor',
              header: t('audit.actor'),
              cell: (r) => (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {r.actor.email}
                </Text>
              ),
            },
            {
              key: 'member',
              header: t('audit.member'),
              cell: (r) =>
                r.member ? (
                  <Anchor
                    component={Link}
                    to={memberHref(r.member._id)}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {r.member.email}
                  </Anchor>
                ) : (
                  <Text size="sm">{r.targetId ? `${r.targetType} ${r.targetId}` : r.targetType}</Text>
                ),
            },
            {
              key: 'reason',
              header: t('audit.reason'),
              cell: (r) => <Text size="sm">{r.reason ?? '–'}</Text>,
            },
            {
              key: 'detail',
              header: t('audit.detail'),
              cell: (r) => (
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere', maxWidth: 280 }}>
                  {Object.keys(r.detail).length ? JSON.stringify(r.detail) : '–'}
                </Text>
              ),
            },
          ]}
        />
      </ListCard>
    </>
  );
}
