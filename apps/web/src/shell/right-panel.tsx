import { Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOwner } from '../lib/access.ts';
import { useAuth } from '../lib/auth-store.ts';
import { externalLinks } from '../lib/external-links.ts';
import { integrationModal } from '../lib/global-modal.ts';
import { paths } from '../lib/paths.ts';
import { logout } from '../lib/session.ts';
import {
  ExternalIcon,
  GiftIcon,
  HelpIcon,
  LinkIcon,
  LogoutIcon,
  ReceiptIcon,
  TagIcon,
  UsersIcon,
} from '../ui/icons.tsx';
import { LanguageRow } from './language-switch.tsx';
import { MembershipBox } from './membership-box.tsx';
import { UserAvatar } from './user-avatar.tsx';

export type RightPanelProps = { opened: boolean; onClose: () => void };

/** The right side panel (spec 2): who is logged in, membership, owner entries, log out. */
export function RightPanel({ opened, onClose }: RightPanelProps) {
  const { t } = useTranslation('shell');
  // Loaded on a press (panel-header.tsx), it first draws closed so that opening slides in as usual.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  const { user } = useAuth();
  const owner = isOwner(user);
  return (
    <Drawer
      opened={opened && drawn}
      onClose={onClose}
      position="right"
      size={340}
      title={t('rightPanel.title')}
      closeButtonProps={{ 'aria-label': t('rightPanel.close') }}
    >
      <Stack gap="md">
        <Group wrap="nowrap">
          <UserAvatar name={user?.name} size="lg" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {user?.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user?.email}
            </Text>
          </Stack>
        </Group>
        {owner && user && <MembershipBox user={user} onNavigate={onClose} />}
        <Stack gap={2} component="nav" aria-label={t('rightPanel.navLabel')}>
          {owner && (
            <>
              <NavLink
                component={Link}
                to={paths.subMember.roles()}
                label={t('rightPanel.manageAdmin')}
                leftSection={<UsersIcon />}
                onClick={onClose}
              />
              <NavLink
                component="button"
                label={t('rightPanel.integration')}
                leftSection={<LinkIcon />}
                onClick={() => {
                  onClose();
                  integrationModal.open();
                }}
              />
              {/* The member's own programme page (link, referrals, commission); the header's
                  "Affiliate" stays the public page that explains it. */}
              <NavLink
                component={Link}
                to={paths.panel.affiliate()}
                label={t('rightPanel.affiliate')}
                leftSection={<GiftIcon />}
                onClick={onClose}
              />
              <NavLink
                component={Link}
                to={paths.payment.information()}
                label={t('rightPanel.billing')}
                leftSection={<ReceiptIcon />}
                onClick={onClose}
              />
              <NavLink
                component={Link}
                to={paths.pricing()}
                label={t('rightPanel.pricing')}
                leftSection={<TagIcon />}
                onClick={onClose}
              />
            </>
          )}
          <NavLink
            hiddenFrom="md"
            component="a"
            href={externalLinks.helpCenter}
            target="_blank"
            rel="noopener noreferrer"
            label={t('rightPanel.helpCenter')}
            leftSection={<HelpIcon />}
            rightSection={<ExternalIcon size={14} />}
          />
        </Stack>
        <Divider />
        <LanguageRow />
        <Button
          variant="light"
          color="red"
          leftSection={<LogoutIcon />}
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          {t('rightPanel.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
