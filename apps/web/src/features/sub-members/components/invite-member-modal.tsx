import type { Role } from '@booster/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { notify } from '../../../ui/index.ts';
import { type InviteSubMemberBody, useInviteSubMember } from '../api/sub-member-mutations.ts';

export type InviteMemberModalProps = { opened: boolean; onClose: () => void; roles: readonly Role[] };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELDS = ['name', 'email', 'roleId'] as const;

/** Invite form: name, e-mail and role; POST /api/auth/sub-member. */
export function InviteMemberModal({ opened, onClose, roles }: InviteMemberModalProps) {
  const { t } = useTranslation('subMembers');
  const invite = useInviteSubMember();
  const form = useForm<InviteSubMemberBody>({ defaultValues: { name: '', email: '', roleId: '' } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    invite.mutate(
      { name: values.name.trim(), email: values.email.trim(), roleId: values.roleId },
      {
        onSuccess: () => {
          notify.success(t('members.inviteModal.success'));
          close();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          const known = FIELDS.filter((field) => fields[field]);
          if (known.length === 0) return reportActionError(error, t('errors.generic'));
          for (const field of known) form.setError(field, { message: fields[field] });
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('members.inviteModal.title')} centered>
      {roles.length === 0 ? (
        <Stack gap="md">
          <Alert variant="light" color="gray">
            {t('members.inviteModal.noRoles')}
          </Alert>
          <Group justify="flex-end">
            <Button component={Link} to="/panel/sub-member/role/new">
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
              error={errors.name?.message}
              {...form.register('name', {
                validate: (value) => value.trim().length > 0 || t('members.validation.nameRequired'),
              })}
            />
            <TextInput
              label={t('members.inviteModal.email')}
              placeholder={t('members.inviteModal.emailPlaceholder')}
              type="email"
              autoComplete="off"
              withAsterisk
              error={errors.email?.message}
              {...form.register('email', {
                validate: (value) => EMAIL_PATTERN.test(value.trim()) || t('members.validation.emailInvalid'),
              })}
            />
            <Controller
              control={form.control}
              name="roleId"
              rules={{ required: t('members.validation.roleRequired') }}
              render={({ field }) => (
                <Select
                  label={t('members.inviteModal.role')}
                  placeholder={t('members.inviteModal.rolePlaceholder')}
                  withAsterisk
                  data={roles.map((role) => ({ value: role._id, label: role.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.roleId?.message}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={close}>
                {t('members.inviteModal.cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('members.inviteModal.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
