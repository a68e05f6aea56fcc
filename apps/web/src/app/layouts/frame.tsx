import { Box, type BoxProps, Button, Container, Group, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../lib/session.ts';
import { Logo } from '../../shell/logo.tsx';
import { MobileBottomBar } from '../../shell/mobile-bottom-bar.tsx';
import { PanelHeader } from '../../shell/panel-header.tsx';
import { LogoutIcon } from '../../ui/icons.tsx';

/** The pieces every layout frame is built from: skip link, header, main area. */

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href="#main-content" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}

export type SiteHeaderProps = {
  /** Width of the header's column. */
  size?: MantineSize;
  /** Where the logo leads; the landing page unless told otherwise. */
  logoTo?: string;
  /** What stands right of the logo. */
  children: ReactNode;
};

/** The sticky header of the pages outside the panel: the logo and, across from it, the children. */
export function SiteHeader({ size = 'lg', logoTo, children }: SiteHeaderProps) {
  return (
    <header className="app-header">
      <Container size={size} h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo to={logoTo} />
          {children}
        </Group>
      </Container>
    </header>
  );
}

export type SiteMainProps = BoxProps & {
  /** Width of a centred content column; without it the children span the window. */
  size?: MantineSize;
  children: ReactNode;
};

/** The main landmark, at least the height of the window below the header. */
export function SiteMain({ size, children, ...rest }: SiteMainProps) {
  return (
    <Box component="main" id="main-content" mih="calc(100vh - 64px)" {...rest}>
      {size ? <Container size={size}>{children}</Container> : children}
    </Box>
  );
}

/** The seller panel's frame: header with the main bar, content column, and the mobile bottom bar. */
export function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <PanelHeader />
      <Box component="main" id="main-content" className="panel-main" data-with-bottom-bar>
        <Container size="xl" py="lg" px={{ base: 'md', md: 'lg' }}>
          {children}
        </Container>
      </Box>
      <MobileBottomBar />
    </>
  );
}

/** "Keluar" in a header. */
export function LogoutButton() {
  const { t } = useTranslation('shell');
  return (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<LogoutIcon size={18} />}
      onClick={() => void logout()}
    >
      {t('rightPanel.logout')}
    </Button>
  );
}
