import { Badge, Box, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { runtimeKey } from '../i18n/keys.ts';
import { useAuth } from '../lib/auth-store.ts';
import { visibleSideItems } from './access.ts';
import { ActiveLink } from './active-link.tsx';
import { activePath, type SideItem } from './menu-items.ts';

export type SideNavProps = {
  items: readonly SideItem[];
  label: string;
  /** Column width on wide screens. */
  width?: number;
};

/** A section sidebar (product, research, manage admins, chat): a column on wide screens, chips on small. */
export function SideNav({ items, label, width = 240 }: SideNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { user } = useAuth();
  const visible = visibleSideItems(items, user);
  const links = visible.filter((i) => !i.isTitle && i.path);
  const active = activePath(
    links.map((i) => i.path ?? ''),
    pathname,
  );

  return (
    <>
      <Paper
        component="nav"
        aria-label={label}
        withBorder
        p="sm"
        w={width}
        visibleFrom="md"
        style={{
          flex: 'none',
          alignSelf: 'flex-start',
          position: 'sticky',
          top: 'calc(var(--header-height) + var(--topbar-offset) + 16px)',
        }}
      >
        <Stack gap={2}>
          {visible.map((item) =>
            item.isTitle ? (
              <Text key={item.name} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="sm" pb={4}>
                {t(runtimeKey<'shell'>(item.name), { ...item.params })}
              </Text>
            ) : (
              <ActiveLink
                key={item.path}
                to={item.path ?? '/'}
                className="side-nav-link"
                isActive={active === item.path}
              >
                <span>{t(runtimeKey<'shell'>(item.name), { ...item.params })}</span>
                {item.flag === 'new' && (
                  <Badge size="xs" color="red.8" variant="filled">
                    {t('sidebar.new')}
                  </Badge>
                )}
              </ActiveLink>
            ),
          )}
        </Stack>
      </Paper>
      <Box component="nav" aria-label={label} hiddenFrom="md" className="side-nav-chips" mb="md">
        {links.map((item) => (
          <ActiveLink
            key={item.path}
            to={item.path ?? '/'}
            className="side-nav-chip"
            isActive={active === item.path}
          >
            {t(runtimeKey<'shell'>(item.name), { ...item.params })}
            {item.flag === 'new' ? ` · ${t('sidebar.new')}` : ''}
          </ActiveLink>
        ))}
      </Box>
    </>
  );
}
