import { Box, Flex } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_SIDEBAR } from '../../shell/menu-items.ts';
import { MobileBottomBar } from '../../shell/mobile-bottom-bar.tsx';
import { PanelHeader } from '../../shell/panel-header.tsx';
import { SideNav } from '../../shell/side-nav.tsx';
import { SkipLink } from './frame.tsx';
import { GuardedOutlet } from './guarded-outlet.tsx';

/**
 * The chat area (spec 2): the panel header, the chat sidebar and the page across the whole width (the
 * inbox is an app of panes, not a column of cards); no top bar and no popup banner.
 */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <>
      <SkipLink />
      <PanelHeader />
      <Box component="main" id="main-content" className="panel-main chat-main" data-with-bottom-bar>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'flex-start' }}
          gap={{ base: 0, md: 'md' }}
          p={{ base: 'sm', md: 'md' }}
        >
          <SideNav items={CHAT_SIDEBAR} label={t('sidebar.chatLabel')} width={200} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <GuardedOutlet />
          </Box>
        </Flex>
      </Box>
      <MobileBottomBar />
    </>
  );
}
