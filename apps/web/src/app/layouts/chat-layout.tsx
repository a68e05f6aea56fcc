import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_SIDEBAR } from '../../shell/menu-items.ts';
import { MobileBottomBar } from '../../shell/mobile-bottom-bar.tsx';
import { PanelHeader } from '../../shell/panel-header.tsx';
import { SectionLayout } from './section-layout.tsx';

/** The chat area: the panel header, the chat sidebar; no top bar and no popup banner. */
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
          <SectionLayout items={CHAT_SIDEBAR} label={t('sidebar.chatLabel')} />
        </Container>
      </Box>
      <MobileBottomBar />
    </>
  );
}
