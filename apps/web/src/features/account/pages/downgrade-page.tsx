import { activeLimits, formatDate, isExpired, membershipActions, PACKAGES } from '@booster/domain';
import { Alert, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allShopsQueryOptions } from '../../../lib/all-shops-query.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { LayersIcon } from '../../../ui/icons.tsx';
import { ErrorState, LoadingOverlay, openConfirm } from '../../../ui/index.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { KeepPicker } from '../components/keep-picker.tsx';
import { extendPath, UPGRADE_PATH } from '../lib/subscription-links.ts';
import { useDowngrade } from '../lib/use-downgrade.ts';

/**
 * /downgrade: the integrations are above the package limit. The seller picks which integrations to
 * keep within the free limits and confirms (`PUT /api/auth/downgrade`), or upgrades / extends.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const { downgrade, isSaving, error } = useDowngrade();
  const shopsQuery = useQuery(allShopsQueryOptions());
  if (!user) return <LoadingOverlay visible />;

  const now = new Date();
  const pkg = user.subscriptionPackage;
  const hasExpired = isExpired(user, now);
  const limits = activeLimits(user, now);
  const free = PACKAGES.free;
  const { canUpgrade, canExtend } = membershipActions(pkg);
  const limitPackage = hasExpired || !user.status ? 'free' : pkg;
  const shops = shopsQuery.data ?? [];

  function confirm() {
    openConfirm({
      title: t('downgrade.confirmTitle'),
      message: t('downgrade.confirmText', { kept: kept.size, removed: shops.length - kept.size }),
      onConfirm: () => void downgrade([...kept]),
    });
  }

  return (
    <AccountShell
      size="md"
      title={t('downgrade.title')}
      icon={LayersIcon}
      iconColor="orange"
      description={
        <Stack gap={6}>
          <Text c="dimmed">{t('downgrade.description')}</Text>
          <Text fw={600} c="var(--mantine-color-text)">
            {hasExpired && user.expiredAt
              ? t('downgrade.reasonExpired', {
                  package: t(`packages.${pkg}`),
                  date: formatDate(new Date(user.expiredAt)),
                })
              : t('downgrade.reasonLimit', {
                  package: t(`packages.${limitPackage}`),
                  perMarketplace: limits.perMarketplace,
                  chat: limits.chat,
                })}
          </Text>
        </Stack>
      }
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('downgrade.pickTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('downgrade.pickRules', {
            perMarketplace: free.integrationLimitPerMarketplace,
            chat: free.chatLimit,
          })}
        </Text>
        {shopsQuery.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
            <Skeleton h={72} radius="md" />
            <Skeleton h={72} radius="md" />
          </Stack>
        )}
        {shopsQuery.isError && (
          <ErrorState description={t('downgrade.loadFailed')} onRetry={() => void shopsQuery.refetch()} />
        )}
        {shopsQuery.isSuccess && shops.length === 0 && <Text c="dimmed">{t('downgrade.empty')}</Text>}
        {shopsQuery.isSuccess && shops.length > 0 && (
          <>
            <KeepPicker
              shops={shops}
              kept={kept}
              onChange={setKept}
              limits={{ perMarketplace: free.integrationLimitPerMarketplace, chat: free.chatLimit }}
            />
            <Text size="sm" fw={600} aria-live="polite">
              {t('downgrade.kept', { count: kept.size, total: shops.length })}
            </Text>
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button
            size="md"
            color="#313b50"
            onClick={confirm}
            loading={isSaving}
            disabled={!shopsQuery.isSuccess}
          >
            {t('downgrade.submit')}
          </Button>
        </Group>
      </Stack>
      {(canUpgrade || canExtend) && (
        <>
          <Divider />
          <Stack gap="sm">
            <Text fw={600}>{t('downgrade.or')}</Text>
            <Group gap="sm">
              {canUpgrade && (
                <Button component={Link} to={UPGRADE_PATH} size="md" variant="light">
                  {t('actions.upgrade')}
                </Button>
              )}
              {canExtend && (
                <Button component={Link} to={extendPath(pkg)} size="md" variant="default">
                  {t('actions.extend')}
                </Button>
              )}
            </Group>
          </Stack>
        </>
      )}
    </AccountShell>
  );
}
