import { type Role, type SubMember, updateSubMemberBodySchema } from '@booster/contracts';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { notify } from '../../../ui/index.ts';
import { useChangeSubMemberRole } from '../api/sub-member-mutations.ts';

export type ChangeRoleModalProps = { member: SubMember | null; roles: readonly Role[]; onClose: () => void };

function ChangeRoleForm({ member, roles, onClose }: ChangeRoleModalProps & { member: SubMember }) {
  const { t } = useTranslation('subMembers');
  const changeRole = useChangeSubMemberRole();
  const { form, errorOf, handleSubmit, applyFieldErrors } = useContractForm(
    updateSubMemberBodySchema,
    { roleId: member.roleId },
    { mode: 'onSubmit' },
  );
  const roleId = form.watch('roleId');

  const submit = handleSubmit(({ roleId }) => {
    changeRole.mutate(
      { id: member._id, roleId },
      {
        onSuccess: () => {
          notify.success(t('members.changeRoleModal.success'));
          onClose();
        },
        onError: (err) => {
          if (!applyFieldErrors(err)) reportActionError(err, t('errors.generic'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('members.changeRoleModal.description', { name: member.name })}
        </Text>
        <Controller
          control={form.control}
          name="roleId"
          render={({ field }) => (
            <Select
              label={t('members.changeRoleModal.role')}
              data={roles.map((role) => ({ value: role._id, label: role.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              {...errorOf('roleId')}
              allowDeselect={false}
              data-autofocus
            />
          )}
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
