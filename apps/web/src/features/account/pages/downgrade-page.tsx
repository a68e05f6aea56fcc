import { formatDate, isExpired, membershipActions } from '@booster/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth-store.ts';
import { LayersIcon } from '../../../ui/icons.tsx';
import { LoadingOverlay } from '../../../ui/index.ts';
import { AccountShell } from '../components/account-shell.tsx';
import { IntegrationList } from '../components/integration-list.tsx';
import { summarizeIntegrations } from '../lib/integration-groups.ts';
import { extendPath, UPGRADE_PATH } from '../lib/subscription-links.ts';

/**
 * /downgrade: the integrations are above the package limit. Lists them per marketplace and offers
 * upgrade / extend; choosing which integrations to keep (PUT /api/auth/downgrade) comes later.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  if (!user) return <LoadingOverlay visible />;

  const now = new Date();
  const pkg = user.subscriptionPackage;
  const hasExpired = isExpired(user, now);
  const summary = summarizeIntegrations(user, now);
  const { canUpgrade, canExtend } = membershipActions(pkg);
  const limitPackage = hasExpired || !user.status ? 'free' : pkg;

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
                  perMarketplace: summary.limits.perMarketplace,
                  chat: summary.limits.chat,
                })}
          </Text>
        </Stack>
      }
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('downgrade.integrations')}
        </Title>
        <IntegrationList summary={summary} />
      </Stack>
      <Alert variant="light" radius="md" title={t('downgrade.note')}>
        {t('downgrade.noteDetail')}
      </Alert>
      <Group gap="sm">
        {canUpgrade && (
          <Button component={Link} to={UPGRADE_PATH} size="md">
            {t('actions.upgrade')}
          </Button>
        )}
        {canExtend && (
          <Button component={Link} to={extendPath(pkg)} size="md" variant={canUpgrade ? 'default' : 'filled'}>
            {t('actions.extend')}
          </Button>
        )}
      </Group>
    </AccountShell>
  );
}
