import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../app/auth-store.ts';
import { useScrollState } from '../lib/use-scroll-state.ts';
import { visibleMainItems } from './access.ts';
import { activePath, MAIN_MENU } from './menu-items.ts';

/** Items flagged mobileNavbar, fixed at the bottom on small screens; hides while scrolling down. */
export function MobileBottomBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { isScrolling } = useScrollState();
  const items = visibleMainItems(MAIN_MENU, user).filter((i) => i.mobileNavbar && !i.comingsoon);
  const active = activePath(
    items.map((i) => i.match),
    pathname,
  );
  return (
    <Box
      component="nav"
      aria-label={t('menu.mobileLabel')}
      className="bottom-bar"
      hiddenFrom="md"
      data-hidden={isScrolling || undefined}
    >
      {items.map((item) => {
        const Icon = item.icon;
        const isActive = active === item.match;
        return (
          <Link
            key={item.key}
            to={item.path}
            className="bottom-bar-link"
            data-active={isActive || undefined}
            aria-current={isActive ? 'page' : undefined}
          >
            <Icon size={22} />
            {t(item.name)}
          </Link>
        );
      })}
    </Box>
  );
}
