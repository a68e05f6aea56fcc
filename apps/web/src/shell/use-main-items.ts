import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store.ts';
import { visibleMainItems } from './access.ts';
import { activePath, MAIN_MENU, type NavItem } from './menu-items.ts';

/** The main menu entries this user sees (narrowed by `keep`) and the `match` of the current one. */
export function useMainItems(keep: (item: NavItem) => boolean = () => true) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const items = visibleMainItems(MAIN_MENU, user).filter(keep);
  const active = activePath(
    items.map((i) => i.match),
    pathname,
  );
  return { items, active };
}
