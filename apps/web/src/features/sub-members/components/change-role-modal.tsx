import type { Role, SubMember } from '@booster/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { notify } from '../../../ui/index.ts';
import { useChangeSubMemberRole } from '../api/sub-member-mutations.ts';

export type ChangeRoleModalProps = { member: SubMember | null; roles: readonly Role[]; onClose: () => void };

function ChangeRoleForm({ member, roles, onClose }: ChangeRoleModalProps & { member: SubMember }) {
  const { t } = useTranslation('subMembers');
  const changeRole = useChangeSubMemberRole();
  const [roleId, setRoleId] = useState<string | null>(member.roleId);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!roleId) {
      setError(t('members.validation.roleRequired'));
      return;
    }
    changeRole.mutate(
      { id: member._id, roleId },
      {
        onSuccess: () => {
          notify.success(t('members.changeRoleModal.success'));
          onClose();
        },
        onError: (err) => {
          const fieldError = fieldErrorsOf(err).roleId;
          if (fieldError) setError(fieldError);
          else reportActionError(err, t('errors.generic'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('members.changeRoleModal.description', { name: member.name })}
        </Text>
        <Select
          label={t('members.changeRoleModal.role')}
          data={roles.map((role) => ({ value: role._id, label: role.name }))}
          value={roleId}
          onChange={(value) => {
            setRoleId(value);
            setError(null);
          }}
          error={error}
          allowDeselect={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('members.changeRoleModal.cancel')}
          </Button>
          <Button type="submit" loading={changeRole.isPending} disabled={roleId === member.roleId}>
            {t('members.changeRoleModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change a sub-member's role; PUT /api/auth/sub-member/:id. */
export function ChangeRoleModal({ member, roles, onClose }: ChangeRoleModalProps) {
  const { t } = useTranslation('subMembers');
  return (
    <Modal opened={member !== null} onClose={onClose} title={t('members.changeRoleModal.title')} centered>
      {member && <ChangeRoleForm key={member._id} member={member} roles={roles} onClose={onClose} />}
    </Modal>
  );
}
