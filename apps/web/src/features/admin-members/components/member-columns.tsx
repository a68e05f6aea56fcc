import type { AdminMember } from '@booster/contracts';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { PagedTableColumn } from '../../../ui/paged-table.tsx';
import { ExpiryText, MemberBadges } from './member-badges.tsx';

/** Link to a member's page inside list-user (`?member=<id>`). */
export const memberHref = (id: string) =>
  `${paths.admin.child('list-user')}?member=${encodeURIComponent(id)}`;

/** The member (linked name and e-mail), package and expiry columns every member table starts with. */
export function memberColumns(t: TFunction<'adminMembers'>): PagedTableColumn<AdminMember>[] {
  return [
    {
      key: 'member',
      header: t('columns.member'),
      cell: (r) => (
        <>
          <Anchor component={Link} to={memberHref(r._id)} fw={600} size="sm">
            {r.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.email}
          </Text>
        </>
      ),
    },
    { key: 'package', header: t('columns.package'), cell: (r) => <MemberBadges member={r} /> },
    { key: 'expiry', header: t('columns.expiry'), cell: (r) => <ExpiryText expiredAt={r.expiredAt} /> },
  ];
}
