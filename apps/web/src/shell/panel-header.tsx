import { Anchor, Group, type MantineSpacing, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeNotifications, isOwner } from '../lib/access.ts';
import { useAuth } from '../lib/auth-store.ts';
import { externalLinks } from '../lib/external-links.ts';
import { paths } from '../lib/paths.ts';
import { ExternalIcon } from '../ui/icons.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserAvatar } from './user-avatar.tsx';

// The right panel (a Drawer with its overlay, focus trap and scroll lock) loads when the avatar button is
// about to be used — the pointer over it, focus, or a press — not with every page (issue 17).
const RightPanel = lazy(() => import('./right-panel.tsx').then((m) => ({ default: m.RightPanel })));

type HeaderExternalLinkProps = { href: string; label: string; mr?: MantineSpacing };

/** A link out of Booster, opened in a new tab; shown on wide screens only. */
function HeaderExternalLink({ href, label, mr }: HeaderExternalLinkProps) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      c="gray.8"
      visibleFrom="lg"
      mr={mr}
    >
      <Group gap={4} wrap="nowrap">
        {label}
        <ExternalIcon size={14} />
      </Group>
    </Anchor>
  );
}

/** The seller panel's header: logo, main bar, external links, bell, and the right panel toggle. */
export function PanelHeader() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <header className="app-header">
      <Group h="100%" px={{ base: 'md', md: 'lg' }} justify="space-between" wrap="nowrap">
        <Group gap="lg" h="100%" wrap="nowrap">
          <Logo to={paths.panel.home()} />
          <MainNav />
        </Group>
        <Group gap="sm" wrap="nowrap">
          {isOwner(user) && <HeaderExternalLink href={externalLinks.affiliate} label={t('menu.affiliate')} />}
          <HeaderExternalLink href={externalLinks.helpCenter} label={t('menu.helpCenter')} mr="xs" />
          {canSeeNotifications(user) && <NotificationBell />}
          <UnstyledButton
            onPointerEnter={want}
            onFocus={want}
            onClick={() => {
              want();
              open();
            }}
            aria-label={t('rightPanel.open')}
            aria-haspopup="dialog"
            aria-expanded={opened}
            style={{ borderRadius: 999 }}
          >
            <UserAvatar name={user?.name} />
          </UnstyledButton>
        </Group>
      </Group>
      {wanted && (
        <Suspense fallback={null}>
          <RightPanel opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
