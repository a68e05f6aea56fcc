import type { Role } from '@booster/contracts';
import { formatDate } from '@booster/domain';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { RowActions } from './row-actions.tsx';
import { TableOrCards } from './table-or-cards.tsx';

export type RoleTableProps = {
  roles: readonly Role[];
  deletingId: string | null;
  onDelete: (role: Role) => void;
};

/** Roles with their member count, an edit link and a delete button: a table, cards on small screens. */
export function RoleTable({ roles, deletingId, onDelete }: RoleTableProps) {
  const { t } = useTranslation('subMembers');
  const actions = (role: Role) => (
    <RowActions
      removeText={t('roles.delete')}
      removeLabel={t('roles.deleteLabel', { name: role.name })}
      isRemoving={deletingId === role._id}
      onRemove={() => onDelete(role)}
    >
      <Button
        component={Link}
        to={paths.subMember.roleEdit(role._id)}
        size="xs"
        variant="default"
        aria-label={t('roles.editLabel', { name: role.name })}
      >
        {t('roles.edit')}
      </Button>
    </RowActions>
  );
  return (
    <TableOrCards
      rows={roles}
      columns={[
        {
          key: 'name',
          header: t('roles.columns.name'),
          cell: (role) => <Text fw={600}>{role.name}</Text>,
        },
        {
          key: 'members',
          header: t('roles.columns.members'),
          cell: (role) => t('roles.memberCount', { value: role.memberCount }),
        },
        {
          key: 'createdAt',
          header: t('roles.columns.createdAt'),
          cell: (role) => formatDate(new Date(role.createdAt)),
        },
        { key: 'actions', header: t('roles.columns.actions'), align: 'right', cell: actions },
      ]}
      card={(role) => (
        <>
          <Text fw={700}>{role.name}</Text>
          <Group gap="xs" c="dimmed" fz="sm">
            <span>{t('roles.memberCount', { value: role.memberCount })}</span>
            <span aria-hidden="true">·</span>
            <span>
              {t('roles.columns.createdAt')} {formatDate(new Date(role.createdAt))}
            </span>
          </Group>
          {actions(role)}
        </>
      )}
    />
  );
}
