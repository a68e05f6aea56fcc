import type { SubMember } from '@booster/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MemberStatusBadge } from './member-status-badge.tsx';
import { RowActions } from './row-actions.tsx';
import { TableOrCards } from './table-or-cards.tsx';

export type MemberTableProps = {
  members: readonly SubMember[];
  removingId: string | null;
  onChangeRole: (member: SubMember) => void;
  onRemove: (member: SubMember) => void;
};

/** Sub-members with their role, status and actions: a table, cards on small screens. */
export function MemberTable({ members, removingId, onChangeRole, onRemove }: MemberTableProps) {
  const { t } = useTranslation('subMembers');
  const actions = (member: SubMember) => (
    <RowActions
      removeText={t('members.remove')}
      removeLabel={t('members.removeLabel', { name: member.name })}
      isRemoving={removingId === member._id}
      onRemove={() => onRemove(member)}
    >
      <Button
        size="xs"
        variant="default"
        onClick={() => onChangeRole(member)}
        aria-label={t('members.changeRoleLabel', { name: member.name })}
      >
        {t('members.changeRole')}
      </Button>
    </RowActions>
  );
  return (
    <TableOrCards
      rows={members}
      minWidth={720}
      columns={[
        {
          key: 'name',
          header: t('members.columns.name'),
          cell: (member) => <Text fw={600}>{member.name}</Text>,
        },
        { key: 'email', header: t('members.columns.email'), cell: (member) => member.email },
        { key: 'role', header: t('members.columns.role'), cell: (member) => member.roleName },
        {
          key: 'status',
          header: t('members.columns.status'),
          cell: (member) => <MemberStatusBadge status={member.status} />,
        },
        { key: 'actions', header: t('members.columns.actions'), align: 'right', cell: actions },
      ]}
      card={(member) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700}>{member.name}</Text>
            <MemberStatusBadge status={member.status} />
          </Group>
          <Text fz="sm" style={{ wordBreak: 'break-all' }}>
            {member.email}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('members.columns.role')}: {member.roleName}
          </Text>
          {actions(member)}
        </>
      )}
    />
  );
}
