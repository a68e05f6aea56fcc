import type { Role } from '@booster/contracts';
import { formatDate } from '@booster/domain';
import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { PlainList } from '../../../ui/plain-list.tsx';
import { RowActions } from './row-actions.tsx';

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
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.columns.name')}</Table.Th>
              <Table.Th>{t('roles.columns.members')}</Table.Th>
              <Table.Th>{t('roles.columns.createdAt')}</Table.Th>
              <Table.Th ta="right">{t('roles.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((role) => (
              <Table.Tr key={role._id}>
                <Table.Td>
                  <Text fw={600}>{role.name}</Text>
                </Table.Td>
                <Table.Td>{t('roles.memberCount', { value: role.memberCount })}</Table.Td>
                <Table.Td>{formatDate(new Date(role.createdAt))}</Table.Td>
                <Table.Td>{actions(role)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <PlainList hiddenFrom="sm" gap="sm">
        {roles.map((role) => (
          <Paper key={role._id} component="li" withBorder p="sm">
            <Stack gap={6}>
              <Text fw={700}>{role.name}</Text>
              <Group gap="xs" c="dimmed" fz="sm">
                <span>{t('roles.memberCount', { value: role.memberCount })}</span>
                <span aria-hidden="true">·</span>
                <span>
                  {t('roles.columns.createdAt')} {formatDate(new Date(role.createdAt))}
                </span>
              </Group>
              {actions(role)}
            </Stack>
          </Paper>
        ))}
      </PlainList>
    </>
  );
}
