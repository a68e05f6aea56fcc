import { type Role, type SubMember, updateSubMemberBodySchema } from '@booster/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundSelect } from '../../../ui/bound-fields.tsx';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { useChangeSubMemberRole } from '../api/sub-member-mutations.ts';

import { roleOptions } from '../lib/role-options.ts';

export type ChangeRoleModalProps = { member: SubMember | null; roles: readonly Role[]; onClose: () => void };

function ChangeRoleForm({ member, roles, onClose }: ChangeRoleModalProps & { member: SubMember }) {
  const { t } = useTranslation('subMembers');
  const changeRole = useChangeSubMemberRole();
  const { form, submitSave } = useContractForm(
    updateSubMemberBodySchema,
    { roleId: member.roleId },
    { mode: 'onSubmit' },
  );
  const roleId = form.watch('roleId');

  const submit = submitSave(({ roleId }) => changeRole.mutateAsync({ id: member._id, roleId }), {
    success: t('members.changeRoleModal.success'),
    failure: t('errors.generic'),
    onSaved: onClose,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('members.changeRoleModal.description', { name: member.name })}
        </Text>
        <BoundSelect
          control={form.control}
          name="roleId"
          label={t('members.changeRoleModal.role')}
          data={roleOptions(roles)}
          allowDeselect={false}
          data-autofocus
        />
        <FormButtons
          cancelLabel={t('members.changeRoleModal.cancel')}
          onCancel={onClose}
          submitLabel={t('members.changeRoleModal.submit')}
          submitting={changeRole.isPending}
          submitDisabled={roleId === member.roleId}
          mt="xs"
        />
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
