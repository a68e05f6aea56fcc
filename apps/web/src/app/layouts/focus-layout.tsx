import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { logout } from '../../lib/session.ts';
import { LanguageSwitch } from '../../shell/language-switch.tsx';
import { Logo } from '../../shell/logo.tsx';
import { LogoutIcon } from '../../ui/icons.tsx';
import { useAuth } from '../auth-store.ts';

/** Login-required pages outside the panel (downgrade, expired, account info, resend, callbacks). */
export function Component() {
  const { t } = useTranslation('shell');
  const { isLoggedIn } = useAuth();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo to="/panel/home" />
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              {isLoggedIn && (
                <Button
                  variant="subtle"
                  color="dark"
                  leftSection={<LogoutIcon size={18} />}
                  onClick={() => void logout()}
                >
                  {t('rightPanel.logout')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </header>
      <Box component="main" id="main-content" py={{ base: 'lg', md: 40 }} mih="calc(100vh - 64px)">
        <Container size="md">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
