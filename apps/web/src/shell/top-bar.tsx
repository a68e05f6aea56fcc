import { contentRoutes } from '@booster/contracts/routes';
import { Box, Button, CloseButton, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api-client.ts';
import { keysFor } from '../lib/query-keys.ts';

/**
 * Spec 9: shown 1 s after the content arrives; shifts the page down by 2.5rem. The bar sits in the
 * document flow (sticky) so it pushes the page down; sticky headers read `--topbar-offset`.
 */
export const TOPBAR_DELAY_MS = 1000;
export const TOPBAR_OFFSET = '2.5rem';

export const TOPBAR_THEMES: Record<number, { bg: string; fg: string; button: string }> = {
  1: { bg: '#3a4fc0', fg: '#ffffff', button: 'white' },
  2: { bg: '#313b50', fg: '#ffffff', button: 'white' },
  3: { bg: '#0b6b5d', fg: '#ffffff', button: 'white' },
  4: { bg: '#fff3bf', fg: '#4a3300', button: 'dark' },
};

const contentKeys = keysFor('content');

function setOffset(value: string) {
  document.documentElement.style.setProperty('--topbar-offset', value);
}

/** The announcement bar of topbar-flagged routes (`GET /api/guest/page?type=topbar`). */
export function TopBar() {
  const [visible, setVisible] = useState(false);
  const query = useQuery({
    queryKey: contentKeys.custom('topbar'),
    queryFn: () => callApi(contentRoutes.page, { query: { type: 'topbar' } }),
    retry: false,
  });
  const content = query.data?.data;

  useEffect(() => {
    if (!content?.status) return;
    const timer = setTimeout(() => setVisible(true), TOPBAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content?.status]);

  useEffect(() => {
    setOffset(visible ? TOPBAR_OFFSET : '0px');
    return () => setOffset('0px');
  }, [visible]);

  if (!visible || !content) return null;
  return <TopBarView content={content} onClose={() => setVisible(false)} sticky />;
}

export type TopBarContent = { theme: number; content: string; redirectUrl: string };

/** The bar itself, as members see it: also the admin's live preview (`sticky` off there). */
export function TopBarView({
  content,
  onClose,
  sticky = false,
}: {
  content: TopBarContent;
  onClose: () => void;
  sticky?: boolean;
}) {
  const { t } = useTranslation('shell');
  const theme = TOPBAR_THEMES[content.theme] ?? TOPBAR_THEMES[1];
  return (
    <Box
      role="region"
      aria-label={t('topbar.label')}
      pos={sticky ? 'sticky' : 'relative'}
      top={0}
      h={TOPBAR_OFFSET}
      style={{ zIndex: sticky ? 160 : undefined, background: theme.bg, color: theme.fg }}
    >
      <Group h="100%" px="md" gap="sm" justify="center" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {content.content}
        </Text>
        {content.redirectUrl && (
          <Button
            component="a"
            href={content.redirectUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="compact-xs"
            variant={theme.button === 'white' ? 'white' : 'filled'}
            color="dark"
            style={{ flex: 'none' }}
          >
            {t('topbar.clickHere')}
          </Button>
        )}
        <CloseButton
          aria-label={t('topbar.close')}
          onClick={onClose}
          style={{ color: theme.fg }}
          variant="transparent"
          ml="auto"
        />
      </Group>
    </Box>
  );
}
