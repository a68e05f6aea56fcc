import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shell/language-switch.tsx';
import { Logo } from '../../shell/logo.tsx';

/** Logo and language only: for /maintenance, where every other link would lead back here. */
export function Component() {
  return (
    <>
      <header className="app-header">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <Logo />
            <LanguageSwitch />
          </Group>
        </Container>
      </header>
      <Box component="main" id="main-content" bg="white" mih="calc(100vh - 64px)">
        <Outlet />
      </Box>
    </>
  );
}
