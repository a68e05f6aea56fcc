import type { User } from '@booster/contracts';
import { formatDate, membershipActions, PACKAGES } from '@booster/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export type MembershipBoxProps = { user: User; onNavigate: () => void };

/** The owner's membership box: level, DD/MM/YYYY expiry, a hint, Upgrade and Extend (spec 2). */
export function MembershipBox({ user, onNavigate }: MembershipBoxProps) {
  const { t } = useTranslation('shell');
  const pkg = user.subscriptionPackage;
  const { canUpgrade, canExtend } = membershipActions(pkg);
  const limits = PACKAGES[pkg];
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-booster-0)" aria-labelledby="membership-title">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="xs" fw={600} c="dimmed" id="membership-title">
            {t('membership.title')}
          </Text>
          <Badge variant="filled">{t(`packages.${pkg}`)}</Badge>
        </Group>
        <Text size="sm">
          {t('membership.expiry')}:{' '}
          <Text span fw={600}>
            {user.expiredAt ? formatDate(new Date(user.expiredAt)) : t('membership.noExpiry')}
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          {t(`membership.hint.${pkg}`, {
            shops: limits.integrationLimitPerMarketplace,
            chats: limits.chatLimit,
          })}
        </Text>
        {(canUpgrade || canExtend) && (
          <Group gap="xs" mt={4} grow>
            {canUpgrade && (
              <Button size="xs" component={Link} to={paths.payment.upgrade()} onClick={onNavigate}>
                {t('membership.upgrade')}
              </Button>
            )}
            {canExtend && (
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={paths.subscription.selectPackage(pkg, true)}
                onClick={onNavigate}
              >
                {t('membership.extend')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
