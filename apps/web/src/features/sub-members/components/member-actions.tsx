import type { SubMember } from '@booster/contracts';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type MemberActionsProps = {
  member: SubMember;
  isRemoving: boolean;
  onChangeRole: (member: SubMember) => void;
  onRemove: (member: SubMember) => void;
};

/** Change-role and remove buttons of one sub-member. */
export function MemberActions({ member, isRemoving, onChangeRole, onRemove }: MemberActionsProps) {
  const { t } = useTranslation('subMembers');
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        onClick={() => onChangeRole(member)}
        aria-label={t('members.changeRoleLabel', { name: member.name })}
      >
        {t('members.changeRole')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.8"
        loading={isRemoving}
        onClick={() => onRemove(member)}
        aria-label={t('members.removeLabel', { name: member.name })}
      >
        {t('members.remove')}
      </Button>
    </Group>
  );
}
