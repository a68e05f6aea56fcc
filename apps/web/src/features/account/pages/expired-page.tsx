import { formatDate, isExpired, membershipActions } from '@booster/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth-store.ts';
import { ClockIcon } from '../../../ui/icons.tsx';
import { LoadingOverlay } from '../../../ui/index.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { DetailList } from '../components/detail-list.tsx';
import { extendPath } from '../lib/subscription-links.ts';

/** /expired: the package has ended (or its limits no longer cover the account); extend or see packages. */
export function Component() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  if (!user) return <LoadingOverlay visible />;

  const pkg = user.subscriptionPackage;
  const packageName = t(`packages.${pkg}`);
  const expiryText = user.expiredAt ? formatDate(new Date(user.expiredAt)) : '–';
  const hasExpired = isExpired(user, new Date());
  const { canExtend } = membershipActions(pkg);

  return (
    <AccountShell
      title={t('expired.title')}
      icon={ClockIcon}
      iconColor="orange"
      description={
        <Stack gap={6}>
          <Text fw={600} c="var(--mantine-color-text)">
            {hasExpired
              ? t('expired.expiredOn', { package: packageName, date: expiryText })
              : t('expired.overLimit', { package: packageName })}
          </Text>
          <Text c="dimmed">{t('expired.description')}</Text>
        </Stack>
      }
    >
      <DetailList
        items={[
          { key: 'package', label: t('expired.package'), value: packageName },
          { key: 'expiry', label: t('expired.expiry'), value: expiryText },
        ]}
      />
      <Group gap="sm">
        {canExtend && (
          <Button component={Link} to={extendPath(pkg)} size="md">
            {t('actions.extend')}
          </Button>
        )}
        <Button component={Link} to="/pricing" size="md" variant={canExtend ? 'default' : 'filled'}>
          {t('actions.seePackages')}
        </Button>
      </Group>
    </AccountShell>
  );
}
