import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-store.ts';
import { paths } from '../../lib/paths.ts';
import { LanguageRow } from '../../shell/language-switch.tsx';
import { activePath } from '../../shell/menu-items.ts';
import { UserAvatar } from '../../shell/user-avatar.tsx';
import { ADMIN_CHILDREN } from '../routes/admin-children.ts';
import { LogoutButton } from './frame.tsx';

/** The admin area, titled "Booster Panel", with a sidebar of its children. */
export function Component() {
  const { t } = useTranslation(['shell', 'routes', 'common']);
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below Mantine's `md` (62em) the sidebar is a drawer behind the burger: not rendered (nor focusable) until opened.
  const wide = useMediaQuery('(min-width: 992px)', false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const { user } = useAuth();
  const links = ADMIN_CHILDREN.map((c) => ({ ...c, to: paths.admin.child(c.path) }));
  const active = activePath(
    links.map((l) => l.to),
    pathname,
  );
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('shell:admin.menu')}
              aria-expanded={opened}
            />
            <img src="/favicon.svg" alt="" height={32} width={32} />
            <Text fw={700} size="lg" component="span" style={{ whiteSpace: 'nowrap' }}>
              {t('common:panelTitle')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap={8} visibleFrom="sm" wrap="nowrap">
              <UserAvatar name={user?.name} size="sm" />
              <Text size="sm" fw={500}>
                {user?.name}
              </Text>
            </Group>
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      {(wide || opened) && (
        <AppShell.Navbar p="sm" aria-label={t('shell:admin.navLabel')}>
          <AppShell.Section grow component={ScrollArea}>
            {links.map((l) => (
              <NavLink
                key={l.to}
                component={Link}
                to={l.to}
                label={t(`routes:${l.title}`)}
                active={active === l.to}
                aria-current={active === l.to ? 'page' : undefined}
                onClick={close}
              />
            ))}
          </AppShell.Section>
          <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <LanguageRow px="xs" />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" className="admin-main" bg="var(--mantine-color-gray-0)">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
