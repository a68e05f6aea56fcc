import type { SubMember } from '@booster/contracts';
import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../ui/plain-list.tsx';
import { MemberStatusBadge } from './member-status-badge.tsx';
import { RowActions } from './row-actions.tsx';

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
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.columns.name')}</Table.Th>
                <Table.Th>{t('members.columns.email')}</Table.Th>
                <Table.Th>{t('members.columns.role')}</Table.Th>
                <Table.Th>{t('members.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('members.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member._id}>
                  <Table.Td>
                    <Text fw={600}>{member.name}</Text>
                  </Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{member.roleName}</Table.Td>
                  <Table.Td>
                    <MemberStatusBadge status={member.status} />
                  </Table.Td>
                  <Table.Td>{actions(member)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <PlainList hiddenFrom="sm" gap="sm">
        {members.map((member) => (
          <Paper key={member._id} component="li" withBorder p="sm">
            <Stack gap={6}>
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
            </Stack>
          </Paper>
        ))}
      </PlainList>
    </>
  );
}
