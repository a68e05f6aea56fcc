import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../app/auth-store.ts';
import { visibleMainItems } from './access.ts';
import { activePath, MAIN_MENU } from './menu-items.ts';

/** The main bar (spec 2): Home, Produk, Chat, Order, Riset; Kelola Admin stays hidden here. */
export function MainNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { user } = useAuth();
  const items = visibleMainItems(MAIN_MENU, user);
  const active = activePath(
    items.map((i) => i.match),
    pathname,
  );
  return (
    <Group component="nav" aria-label={t('menu.label')} gap={0} visibleFrom="md" h="100%">
      {items.map((item) => {
        const Icon = item.icon;
        if (item.comingsoon) {
          return (
            <span key={item.key} className="main-nav-link" data-disabled aria-disabled="true">
              <Icon size={18} />
              {t(item.name)}
              <Badge size="xs" variant="light">
                {t('menu.comingSoon')}
              </Badge>
            </span>
          );
        }
        const isActive = active === item.match;
        return (
          <Link
            key={item.key}
            to={item.path}
            className="main-nav-link"
            data-active={isActive || undefined}
            aria-current={isActive ? 'page' : undefined}
          >
            <Icon size={18} />
            {t(item.name)}
          </Link>
        );
      })}
    </Group>
  );
}
