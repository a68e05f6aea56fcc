import type { SubMember } from '@booster/contracts';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasBlockedFeature } from '../../../lib/api-errors.ts';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, PageHeader } from '../../../ui/index.ts';
import { rolesQueryOptions } from '../api/role-queries.ts';
import { useRemoveSubMember } from '../api/sub-member-mutations.ts';
import { subMembersQueryOptions } from '../api/sub-member-queries.ts';
import { ChangeRoleModal } from '../components/change-role-modal.tsx';
import { InviteMemberModal } from '../components/invite-member-modal.tsx';
import { ListCard } from '../components/list-card.tsx';
import { MemberTable } from '../components/member-table.tsx';

/** /panel/sub-member/member: the owner's sub-members, invitations and role changes. */
export function Component() {
  const { t } = useTranslation('subMembers');
  const members = useQuery(subMembersQueryOptions());
  const roles = useQuery(rolesQueryOptions());
  const removeMember = useRemoveSubMember();
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<SubMember | null>(null);
  const isBlocked = hasBlockedFeature([members.error, roles.error]);
  const roleList = roles.data ?? [];

  const confirmRemove = (member: SubMember) =>
    confirmMutation(removeMember.mutate, member._id, {
      title: t('members.removeTitle'),
      message: t('members.removeMessage', { name: member.name, email: member.email }),
      variant: 'delete',
      done: t('members.removed'),
      failure: t('errors.generic'),
    });

  const inviteButton = (
    <Button onClick={() => setInviteOpen(true)} disabled={roles.isPending}>
      {t('members.invite')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('members.title')}
        description={t('members.description')}
        actions={
          !isBlocked && (
            <>
              <Button component={Link} to={paths.subMember.roles()} variant="default">
                {t('members.manageRoles')}
              </Button>
              {inviteButton}
            </>
          )
        }
      />
      <ListCard
        query={members}
        empty={
          <EmptyState
            title={t('members.empty.title')}
            description={t('members.empty.description')}
            action={inviteButton}
          />
        }
      >
        {(list) => (
          <MemberTable
            members={list}
            removingId={removeMember.isPending ? (removeMember.variables ?? null) : null}
            onChangeRole={setEditing}
            onRemove={confirmRemove}
          />
        )}
      </ListCard>
      <InviteMemberModal opened={isInviteOpen} onClose={() => setInviteOpen(false)} roles={roleList} />
      <ChangeRoleModal member={editing} roles={roleList} onClose={() => setEditing(null)} />
    </>
  );
}
