import { formatDate, membershipActions } from '@booster/domain';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { UserIcon } from '../../../ui/icons.tsx';
import { LoadingOverlay } from '../../../ui/index.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { DetailList } from '../components/detail-list.tsx';
import { extendPath, UPGRADE_PATH } from '../lib/subscription-links.ts';

/** /account/info: the account and its package; a sub-member waiting for the owner to renew is told so. */
export function Component() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  if (!user) return <LoadingOverlay visible />;

  const isSubMember = user.subMember;
  const mustWaitForOwner = isSubMember && user.parentMustUpgrade;
  const actions = membershipActions(user.subscriptionPackage);

  return (
    <AccountShell title={t('info.title')} description={t('info.description')} icon={UserIcon}>
      {mustWaitForOwner && (
        <Alert
          color="orange"
          variant="light"
          radius="md"
          title={t('info.parentMustUpgrade.title')}
          role="alert"
        >
          {t('info.parentMustUpgrade.message')}
        </Alert>
      )}
      <DetailList
        items={[
          { key: 'name', label: t('info.name'), value: user.name },
          { key: 'email', label: t('info.email'), value: user.email },
          {
            key: 'type',
            label: t('info.accountType'),
            value: isSubMember ? t('info.subMember') : t('info.owner'),
          },
          {
            key: 'package',
            label: isSubMember ? t('info.ownerPackage') : t('info.package'),
            value: t(`packages.${user.subscriptionPackage}`),
          },
          {
            key: 'expiry',
            label: t('info.expiry'),
            value: user.expiredAt ? formatDate(new Date(user.expiredAt)) : t('info.noExpiry'),
          },
        ]}
      />
      <Group gap="sm">
        {!mustWaitForOwner && (
          <Button component={Link} to={paths.panel.home()}>
            {t('actions.openPanel')}
          </Button>
        )}
        {!isSubMember && actions.canUpgrade && (
          <Button component={Link} to={UPGRADE_PATH} variant="light">
            {t('actions.upgrade')}
          </Button>
        )}
        {!isSubMember && actions.canExtend && (
          <Button component={Link} to={extendPath(user.subscriptionPackage)} variant="light">
            {t('actions.extend')}
          </Button>
        )}
      </Group>
    </AccountShell>
  );
}
