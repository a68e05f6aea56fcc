import type { User } from '@booster/contracts';
import { isPlanActive, membershipActions } from '@booster/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { dateOf } from '../lib/format.ts';

/** The member's package now: level, expiry, whether it runs, and where to go from here. */
export function CurrentPlanCard({ user }: { user: User }) {
  const { t } = useTranslation('billing');
  const pkg = user.subscriptionPackage;
  const active =
    pkg === 'free' ||
    isPlanActive({ subscriptionPackage: pkg, status: user.status, expiredAt: user.expiredAt }, new Date());
  const { canUpgrade, canExtend } = membershipActions(pkg);
  return (
    <Card withBorder padding="lg" aria-labelledby="current-plan-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" id="current-plan-title">
            {t('current.title')}
          </Text>
          <Group gap="xs">
            <Text fw={700} fz="xl">
              {t(`packages.${pkg}`)}
            </Text>
            <Badge variant="filled" color={active ? 'teal.9' : 'red.9'}>
              {active ? t('current.active') : t('current.inactive')}
            </Badge>
          </Group>
          <Text size="sm">
            {t('current.expiry')}: <strong>{dateOf(user.expiredAt)}</strong>
          </Text>
        </Stack>
        <Group gap="xs">
          {canUpgrade && (
            <Button component={Link} to={paths.payment.upgrade()}>
              {t('current.upgrade')}
            </Button>
          )}
          {canExtend && (
            <Button variant="default" component={Link} to={paths.subscription.selectPackage(pkg, true)}>
              {t('current.extend')}
            </Button>
          )}
          <Button variant="subtle" component={Link} to={paths.payment.information()}>
            {t('current.history')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
