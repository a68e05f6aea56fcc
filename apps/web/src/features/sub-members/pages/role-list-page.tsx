import type { Role } from '@booster/contracts';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasBlockedFeature } from '../../../lib/api-errors.ts';
import { confirmMutation } from '../../../lib/confirm-mutation.ts';
import { paths } from '../../../lib/paths.ts';
import { EmptyState, PageHeader } from '../../../ui/index.ts';
import { useDeleteRole } from '../api/role-mutations.ts';
import { rolesQueryOptions } from '../api/role-queries.ts';
import { ListCard } from '../components/list-card.tsx';
import { RoleTable } from '../components/role-table.tsx';

const NEW_ROLE_PATH = paths.subMember.roleNew();

/** /panel/sub-member/role: the owner's roles. */
export function Component() {
  const { t } = useTranslation('subMembers');
  const roles = useQuery(rolesQueryOptions());
  const deleteRole = useDeleteRole();
  const isBlocked = hasBlockedFeature([roles.error]);

  const confirmDelete = (role: Role) =>
    confirmMutation(deleteRole.mutate, role._id, {
      title: t('roles.deleteTitle'),
      message: t('roles.deleteMessage', { name: role.name }),
      variant: 'delete',
      done: t('roles.deleted'),
      // A role still used by admins answers 409 with the server's message.
      failure: t('errors.generic'),
    });

  const addButton = (
    <Button component={Link} to={NEW_ROLE_PATH}>
      {t('roles.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        description={t('roles.description')}
        actions={!isBlocked && addButton}
      />
      <ListCard
        query={roles}
        empty={
          <EmptyState
            title={t('roles.empty.title')}
            description={t('roles.empty.description')}
            action={addButton}
          />
        }
      >
        {(list) => (
          <RoleTable
            roles={list}
            deletingId={deleteRole.isPending ? (deleteRole.variables ?? null) : null}
            onDelete={confirmDelete}
          />
        )}
      </ListCard>
    </>
  );
}
