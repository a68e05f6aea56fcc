import { Anchor, Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../shell/logo.tsx';
import { paths } from '../paths.ts';

/** Plan, payment and subscription pages: a calm header and a centred column. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo to={paths.panel.home()} />
            <Anchor component={Link} to={paths.panel.home()} size="sm" fw={500}>
              {t('payment.backToPanel')}
            </Anchor>
          </Group>
        </Container>
      </header>
      <Box component="main" id="main-content" py={{ base: 'lg', md: 40 }} mih="calc(100vh - 64px)">
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
