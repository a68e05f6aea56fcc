import { Button, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useRouteLoaderData } from 'react-router';
import { ShieldIcon } from '../../ui/icons.tsx';
import type { GuardResult } from '../route-guard.ts';

/** The page, or, when the package gate blocks it, a short explanation behind the blocked-feature dialog. */
export function GuardedOutlet() {
  const { t } = useTranslation('common');
  const guard = useRouteLoaderData('root') as GuardResult | undefined;
  if (!guard?.blockedFeature) return <Outlet />;
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <ShieldIcon size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          {t('blocked.pageText')}
        </Title>
        <Button component={Link} to="/pricing">
          {t('dialog.upgradeNow')}
        </Button>
      </Stack>
    </Paper>
  );
}
