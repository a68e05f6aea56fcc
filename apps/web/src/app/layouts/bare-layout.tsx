import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shell/language-switch.tsx';
import { SiteHeader, SiteMain } from './frame.tsx';

/** Logo and language only: for /maintenance, where every other link would lead back here. */
export function Component() {
  return (
    <>
      <SiteHeader size="xl">
        <LanguageSwitch />
      </SiteHeader>
      <SiteMain bg="white">
        <Outlet />
      </SiteMain>
    </>
  );
}
