import type { Role } from '@booster/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type RoleActionsProps = { role: Role; isDeleting: boolean; onDelete: (role: Role) => void };

/** Edit link and delete button of one role. */
export function RoleActions({ role, isDeleting, onDelete }: RoleActionsProps) {
  const { t } = useTranslation('subMembers');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        component={Link}
        to={`/panel/sub-member/role/${role._id}/edit`}
        size="xs"
        variant="default"
        aria-label={t('roles.editLabel', { name: role.name })}
      >
        {t('roles.edit')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.8"
        loading={isDeleting}
        onClick={() => onDelete(role)}
        aria-label={t('roles.deleteLabel', { name: role.name })}
      >
        {t('roles.delete')}
      </Button>
    </Group>
  );
}
