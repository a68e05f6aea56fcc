import { Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth-store.ts';
import { paths } from '../../lib/paths.ts';
import { LanguageSwitch } from '../../shell/language-switch.tsx';
import { LogoutButton, SiteHeader, SiteMain, SkipLink } from './frame.tsx';

/** Login-required pages outside the panel (downgrade, expired, account info, resend, callbacks). */
export function Component() {
  const { isLoggedIn } = useAuth();
  return (
    <>
      <SkipLink />
      <SiteHeader logoTo={paths.panel.home()}>
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitch />
          {isLoggedIn && <LogoutButton />}
        </Group>
      </SiteHeader>
      <SiteMain py={{ base: 'lg', md: 40 }} size="md">
        <Outlet />
      </SiteMain>
    </>
  );
}
