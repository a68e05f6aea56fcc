import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MobileBottomBar } from '../../shell/mobile-bottom-bar.tsx';
import { PanelHeader } from '../../shell/panel-header.tsx';

/** The seller panel: header with the main bar, content, and the mobile bottom bar. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <PanelHeader />
      <Box component="main" id="main-content" className="panel-main" data-with-bottom-bar>
        <Container size="xl" py="lg" px={{ base: 'md', md: 'lg' }}>
          <Outlet />
        </Container>
      </Box>
      <MobileBottomBar />
    </>
  );
}
