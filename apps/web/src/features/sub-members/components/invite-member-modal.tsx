import { inviteSubMemberBodySchema, type Role } from '@booster/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportActionError } from '../../../lib/api-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { notify } from '../../../ui/index.ts';
import { useInviteSubMember } from '../api/sub-member-mutations.ts';

export type InviteMemberModalProps = { opened: boolean; onClose: () => void; roles: readonly Role[] };

/** Invite form: name, e-mail and role; POST /api/auth/sub-member. */
export function InviteMemberModal({ opened, onClose, roles }: InviteMemberModalProps) {
  const { t } = useTranslation('subMembers');
  const invite = useInviteSubMember();
  const { form, field, errorOf, handleSubmit, applyFieldErrors } = useContractForm(
    inviteSubMemberBodySchema,
    { name: '', email: '', roleId: '' },
    { mode: 'onSubmit' },
  );

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    invite.mutate(values, {
      onSuccess: () => {
        notify.success(t('members.inviteModal.success'));
        close();
      },
      onError: (error) => {
        if (!applyFieldErrors(error)) reportActionError(error, t('errors.generic'));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('members.inviteModal.title')} centered>
      {roles.length === 0 ? (
        <Stack gap="md">
          <Alert variant="light" color="gray">
            {t('members.inviteModal.noRoles')}
          </Alert>
          <Group justify="flex-end">
            <Button component={Link} to={paths.subMember.roleNew()}>
              {t('members.inviteModal.createRole')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('members.inviteModal.hint')}
            </Text>
            <TextInput
              label={t('members.inviteModal.name')}
              placeholder={t('members.inviteModal.namePlaceholder')}
              withAsterisk
              data-autofocus
              {...field('name')}
            />
            <TextInput
              label={t('members.inviteModal.email')}
              placeholder={t('members.inviteModal.emailPlaceholder')}
              type="email"
              autoComplete="off"
              withAsterisk
              {...field('email')}
            />
            <Controller
              control={form.control}
              name="roleId"
              render={({ field }) => (
                <Select
                  label={t('members.inviteModal.role')}
                  placeholder={t('members.inviteModal.rolePlaceholder')}
                  withAsterisk
                  data={roles.map((role) => ({ value: role._id, label: role.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  {...errorOf('roleId')}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <FormButtons
              cancelLabel={t('members.inviteModal.cancel')}
              onCancel={close}
              submitLabel={t('members.inviteModal.submit')}
              submitting={invite.isPending}
              mt="xs"
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
