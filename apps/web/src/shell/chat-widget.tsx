import { Affix, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth-store.ts';
import { externalLinks } from '../lib/external-links.ts';
import { paths } from '../lib/paths.ts';
import { WhatsAppIcon } from '../ui/icons.tsx';

/** Spec 9: the widget's breakpoint. */
export const CHAT_WIDGET_BREAKPOINT = 1024;
const SMALL_SCREEN_PATHS = [
  paths.landing(),
  paths.login(),
  paths.register(),
  paths.panel.home(),
  paths.payment.information(),
];

/**
 * Visibility (spec 2): under 1024 px only on the landing, login, register, panel home and payment
 * information pages; on wide screens for everyone but admins, and on the admin login page.
 */
export function isChatWidgetVisible(opts: { path: string; isWide: boolean; isAdmin: boolean }): boolean {
  if (opts.path === '/login/admin') return true;
  if (opts.isAdmin || opts.path.startsWith('/admin')) return false;
  if (opts.isWide) return true;
  return SMALL_SCREEN_PATHS.includes(opts.path);
}

/** The floating "Butuh bantuan?" button: a WhatsApp chat with support. */
export function ChatWidget() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { user, isLoggedIn } = useAuth();
  const isWide = useMediaQuery(`(min-width: ${CHAT_WIDGET_BREAKPOINT}px)`, true) ?? true;
  const visible = isChatWidgetVisible({ path: pathname, isWide, isAdmin: isLoggedIn && !!user?.isAdmin });
  // While it floats, panel pages get room below (styles.css), so it never covers a page's last action.
  useEffect(() => {
    if (!visible) return;
    document.documentElement.dataset.chatWidget = 'shown';
    return () => {
      delete document.documentElement.dataset.chatWidget;
    };
  }, [visible]);
  if (!visible) return null;
  const onPanel = pathname.startsWith('/panel');
  return (
    // Outside a portal: drawn the same by the server on the public pages (decision 010).
    <Affix position={{ bottom: !isWide && onPanel ? 84 : 20, right: 20 }} zIndex={190} withinPortal={false}>
      <Button
        component="a"
        href={externalLinks.supportChat}
        target="_blank"
        rel="noopener noreferrer"
        radius="xl"
        size="md"
        color="#1f6f3a"
        leftSection={<WhatsAppIcon size={20} />}
        style={{ boxShadow: '0 6px 20px rgba(0,0,0,0.18)' }}
      >
        {t('chatWidget.label')}
      </Button>
    </Affix>
  );
}
