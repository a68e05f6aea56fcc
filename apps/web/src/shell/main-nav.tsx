import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../i18n/keys.ts';
import { ActiveLink } from './active-link.tsx';
import { useMainItems } from './use-main-items.ts';

/** The main bar (spec 2): Home, Produk, Chat, Order, Riset; Kelola Admin stays hidden here. */
export function MainNav() {
  const { t } = useTranslation('shell');
  const { items, active } = useMainItems();
  return (
    <Group component="nav" aria-label={t('menu.label')} gap={0} visibleFrom="md" h="100%">
      {items.map(({ key, name, path, match, icon: Icon, comingsoon }) =>
        comingsoon ? (
          <span key={key} className="main-nav-link" data-disabled aria-disabled="true">
            <Icon size={18} />
            {t(runtimeKey<'shell'>(name))}
            <Badge size="xs" variant="light">
              {t('menu.comingSoon')}
            </Badge>
          </span>
        ) : (
          <ActiveLink key={key} to={path} className="main-nav-link" isActive={active === match}>
            <Icon size={18} />
            {t(runtimeKey<'shell'>(name))}
          </ActiveLink>
        ),
      )}
    </Group>
  );
}
