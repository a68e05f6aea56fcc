import { fitsFreeLimits, formatDate, isExpired, membershipActions } from '@booster/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { ClockIcon } from '../../../ui/icons.tsx';
import { LoadingOverlay, openConfirm } from '../../../ui/index.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { DetailList } from '../components/detail-list.tsx';
import { extendPath } from '../lib/subscription-links.ts';
import { useDowngrade } from '../lib/use-downgrade.ts';

/**
 * /expired: the package has ended (or its limits no longer cover the account) and the member has
 * fewer than 2 integrations. Extend, see packages, or continue on the free package: the
 * integration that fits the free limits is kept (`PUT /api/auth/downgrade`), a chat one is removed.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const { downgrade, isSaving, error } = useDowngrade();
  const shopsQuery = useQuery(allShopsQueryOptions());
  if (!user) return <LoadingOverlay visible />;

  const pkg = user.subscriptionPackage;
  const packageName = t(`packages.${pkg}`);
  const expiryText = user.expiredAt ? formatDate(new Date(user.expiredAt)) : '–';
  const hasExpired = isExpired(user, new Date());
  const { canExtend } = membershipActions(pkg);

  function continueFree() {
    const shops = shopsQuery.data ?? [];
    const keep: string[] = [];
    for (const shop of shops) {
      const candidate = [...shops.filter((s) => keep.includes(s._id)), shop].map((s) => ({
        marketplace: s.marketplace,
        appCategory: s.appCategory,
      }));
      if (fitsFreeLimits(candidate)) keep.push(shop._id);
    }
    openConfirm({
      title: t('expired.freeConfirmTitle'),
      message:
        shops.length > keep.length
          ? t('expired.freeConfirmRemove', { removed: shops.length - keep.length })
          : t('expired.freeConfirmKeep'),
      onConfirm: () => void downgrade(keep),
    });
  }

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
          <Text c="dimmed">{canExtend ? t('expired.description') : t('expired.descriptionNoExtend')}</Text>
        </Stack>
      }
    >
      <DetailList
        items={[
          { key: 'package', label: t('expired.package'), value: packageName },
          { key: 'expiry', label: t('expired.expiry'), value: expiryText },
        ]}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="sm">
        {canExtend && (
          <Button component={Link} to={extendPath(pkg)} size="md">
            {t('actions.extend')}
          </Button>
        )}
        <Button component={Link} to="/pricing" size="md" variant={canExtend ? 'default' : 'filled'}>
          {t('actions.seePackages')}
        </Button>
        <Button
          size="md"
          variant="subtle"
          color="gray"
          h="auto"
          mih={42}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={continueFree}
          loading={isSaving}
          disabled={!shopsQuery.isSuccess}
        >
          {t('expired.continueFree')}
        </Button>
      </Group>
    </AccountShell>
  );
}
