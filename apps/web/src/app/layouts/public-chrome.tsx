import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-store.ts';
import { paths } from '../../lib/paths.ts';
import { LanguageRow, LanguageSwitch } from '../../shell/language-switch.tsx';
import { SiteHeader, SiteMain, SkipLink } from './frame.tsx';

const LINKS = [
  { to: '/#fitur', label: 'public.features' },
  { to: paths.optimasiShopee(), label: 'public.optimasiShopee' },
  { to: paths.pricing(), label: 'public.pricing' },
] as const;

function AccountButtons({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation('shell');
  const { isLoggedIn, user } = useAuth();
  if (isLoggedIn) {
    return (
      <Button
        component={Link}
        to={user?.isAdmin ? paths.admin.dashboard() : paths.panel.home()}
        fullWidth={stacked}
      >
        {t('public.openPanel')}
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to={paths.login()} variant="default" fullWidth={stacked}>
        {t('public.login')}
      </Button>
      <Button component={Link} to={paths.register()} fullWidth={stacked}>
        {t('public.register')}
      </Button>
    </>
  );
}

/** Public header (logo, Fitur / Optimasi Shopee / Harga, Masuk, Daftar, language) and footer. */
export function PublicChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeader size="xl">
        <Group component="nav" aria-label={t('public.navLabel')} gap="lg" visibleFrom="md">
          {LINKS.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              className="public-nav-link"
              aria-current={pathname === l.to ? 'page' : undefined}
            >
              {t(l.label)}
            </Link>
          ))}
        </Group>
        <Group gap="sm" visibleFrom="md" wrap="nowrap">
          <LanguageSwitch />
          <AccountButtons />
        </Group>
        <Burger hiddenFrom="md" opened={opened} onClick={toggle} aria-label={t('public.menu')} />
      </SiteHeader>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={300}
        title={t('public.menu')}
        hiddenFrom="md"
      >
        <Stack gap="md" component="nav" aria-label={t('public.navLabel')}>
          {LINKS.map((l) => (
            <Anchor key={l.to} component={Link} to={l.to} onClick={close} c="gray.9" fw={500}>
              {t(l.label)}
            </Anchor>
          ))}
          <AccountButtons stacked />
          <LanguageRow />
        </Stack>
      </Drawer>
      <SiteMain mih="calc(100vh - 64px - 120px)" bg="white">
        {children}
      </SiteMain>
      <Box component="footer" bg="#1f2533" c="gray.3" py="xl">
        <Container size="xl">
          <Group justify="space-between" gap="md">
            <Stack gap={4}>
              <Text fw={700} c="white">
                Booster
              </Text>
              <Text size="sm" c="gray.4">
                {t('footer.tagline')}
              </Text>
            </Stack>
            <Group gap="lg" component="nav" aria-label={t('footer.navLabel')}>
              <Anchor component={Link} to={paths.privacyPolicy()} c="gray.2" size="sm">
                {t('footer.privacyPolicy')}
              </Anchor>
              <Anchor component={Link} to={paths.pricing()} c="gray.2" size="sm">
                {t('public.pricing')}
              </Anchor>
              <Text size="sm" c="gray.4">
                © {new Date().getFullYear()} Booster
              </Text>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
