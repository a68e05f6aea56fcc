import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../i18n/keys.ts';
import { useScrollState } from '../lib/use-scroll-state.ts';
import { ActiveLink } from './active-link.tsx';
import { useMainItems } from './use-main-items.ts';

/** Items flagged mobileNavbar, fixed at the bottom on small screens; hides while scrolling down. */
export function MobileBottomBar() {
  const { t } = useTranslation('shell');
  const { isScrolling } = useScrollState();
  const { items, active } = useMainItems((i) => !!i.mobileNavbar && !i.comingsoon);
  return (
    <Box
      component="nav"
      aria-label={t('menu.mobileLabel')}
      className="bottom-bar"
      hiddenFrom="md"
      data-hidden={isScrolling || undefined}
    >
      {items.map(({ key, name, path, match, icon: Icon }) => (
        <ActiveLink key={key} to={path} className="bottom-bar-link" isActive={active === match}>
          <Icon size={22} />
          {t(runtimeKey<'shell'>(name))}
        </ActiveLink>
      ))}
    </Box>
  );
}
