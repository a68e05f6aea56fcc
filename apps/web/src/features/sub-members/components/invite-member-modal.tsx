import { inviteSubMemberBodySchema, type Role } from '@booster/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundSelect } from '../../../ui/bound-fields.tsx';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { useInviteSubMember } from '../api/sub-member-mutations.ts';
import { roleOptions } from '../lib/role-options.ts';

export type InviteMemberModalProps = { opened: boolean; onClose: () => void; roles: readonly Role[] };

/** Invite form: name, e-mail and role; POST /api/auth/sub-member. */
export function InviteMemberModal({ opened, onClose, roles }: InviteMemberModalProps) {
  const { t } = useTranslation('subMembers');
  const invite = useInviteSubMember();
  const { form, field, submitSave } = useContractForm(
    inviteSubMemberBodySchema,
    { name: '', email: '', roleId: '' },
    { mode: 'onSubmit' },
  );

  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };

  const onSubmit = submitSave(invite.mutateAsync, {
    success: t('members.inviteModal.success'),
    failure: t('errors.generic'),
    onSaved: close,
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
            <BoundSelect
              control={form.control}
              name="roleId"
              label={t('members.inviteModal.role')}
              placeholder={t('members.inviteModal.rolePlaceholder')}
              withAsterisk
              data={roleOptions(roles)}
              comboboxProps={{ withinPortal: true }}
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
