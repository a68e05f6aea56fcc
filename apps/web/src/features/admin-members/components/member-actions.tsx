import type { AdminMember } from '@booster/contracts';
import { adminMemberRoutes } from '@booster/contracts/routes';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/error-message.ts';
import { startImpersonation } from '../../../lib/impersonation.ts';
import { notify, openAlert } from '../../../ui/index.ts';
import { auditKeys, memberKeys } from '../api.ts';
import { PackageModal } from './package-modal.tsx';
import { ReasonModal } from './reason-modal.tsx';

type Dialog = 'package' | 'suspend' | 'restore' | 'impersonate' | null;

/** The admin's actions on one member; each asks for what the audit log keeps. */
export function MemberActions({ member }: { member: AdminMember }) {
  const { t } = useTranslation('adminMembers');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const params = { id: member._id };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
  const done = async (message: string) => {
    notify.success(message);
    await refresh();
  };
  async function mail(kind: 'verification' | 'reset') {
    setBusy(kind);
    try {
      const res = await callApi(
        kind === 'verification' ? adminMemberRoutes.resendVerification : adminMemberRoutes.sendPasswordReset,
        { params },
      );
      await done(res.message);
    } catch (error) {
      openAlert({ title: t('actions.failed'), message: describeError(error) });
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button size="sm" onClick={() => setDialog('package')}>
          {t('actions.changePackage')}
        </Button>
        {member.suspended ? (
          <Button size="sm" color="teal" variant="light" onClick={() => setDialog('restore')}>
            {t('actions.restore')}
          </Button>
        ) : (
          <Button size="sm" color="red" variant="light" onClick={() => setDialog('suspend')}>
            {t('actions.suspend')}
          </Button>
        )}
        {!member.hasVerifiedEmail && (
          <Button
            size="sm"
            variant="default"
            loading={busy === 'verification'}
            onClick={() => void mail('verification')}
          >
            {t('actions.resendVerification')}
          </Button>
        )}
        <Button size="sm" variant="default" loading={busy === 'reset'} onClick={() => void mail('reset')}>
          {t('actions.sendReset')}
        </Button>
        <Button
          size="sm"
          color="orange"
          variant="outline"
          disabled={member.suspended}
          onClick={() => setDialog('impersonate')}
        >
          {t('actions.impersonate')}
        </Button>
      </Group>
      <PackageModal
        member={member}
        opened={dialog === 'package'}
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await callApi(adminMemberRoutes.changePackage, { params, body });
          await done(t('actions.packageChanged'));
        }}
      />
      <ReasonModal
        opened={dialog === 'suspend'}
        title={t('actions.suspendTitle', { name: member.name })}
        description={t('actions.suspendText')}
        confirmLabel={t('actions.suspend')}
        color="red"
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await callApi(adminMemberRoutes.suspend, { params, body: { reason } });
          await done(t('actions.suspended'));
        }}
      />
      <ReasonModal
        opened={dialog === 'restore'}
        title={t('actions.restoreTitle', { name: member.name })}
        confirmLabel={t('actions.restore')}
        color="teal"
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await callApi(adminMemberRoutes.restore, { params, body: { reason } });
          await done(t('actions.restored'));
        }}
      />
      <ImpersonateModal member={member} opened={dialog === 'impersonate'} onClose={() => setDialog(null)} />
    </>
  );
}

/** Asks the reason, then opens the member's panel as the member (login-user). */
export function ImpersonateModal({
  member,
  opened,
  onClose,
}: {
  member: Pick<AdminMember, '_id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminMembers');
  return (
    <ReasonModal
      opened={opened}
      title={t('actions.impersonateTitle', { name: member.name })}
      description={t('actions.impersonateText')}
      confirmLabel={t('actions.impersonate')}
      color="orange"
      onClose={onClose}
      onSubmit={async (reason) => {
        const session = await callApi(adminMemberRoutes.impersonate, {
          params: { id: member._id },
          body: { reason },
        });
        startImpersonation(session);
      }}
    />
  );
}
