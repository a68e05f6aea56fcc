import { type PopupBanner as Banner, contentRoutes } from '@booster/contracts';
import type { PackageName } from '@booster/domain';
import { ActionIcon, Box, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api-client.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { keysFor } from '../lib/query-keys.ts';
import { CloseIcon } from '../ui/icons.tsx';

/** Spec 9: the X remembers the banner for 2 days in the cookie `popupCookie`. */
export const POPUP_COOKIE = 'popupCookie';
export const POPUP_COOKIE_DAYS = 2;

const contentKeys = keysFor('content');

export type PopupBannerProps = { subscriptionPackage?: PackageName };

export function shouldShowBanner(
  banner: Banner | undefined,
  cookie: string | null,
): banner is NonNullable<Banner> {
  return !!banner?._id && cookie !== banner._id;
}

/** The popup of popupBanner-flagged routes: X hides it and sets the cookie, the backdrop only hides it. */
export function PopupBanner({ subscriptionPackage }: PopupBannerProps) {
  const { t } = useTranslation('shell');
  const pkg = subscriptionPackage ?? 'guest';
  const [hidden, setHidden] = useState(false);
  const query = useQuery({
    queryKey: contentKeys.custom('popup-banner', pkg),
    queryFn: () => callApi(contentRoutes.popupBanner, { query: { subscriptionPackage: pkg } }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const banner = query.data ?? undefined;
  if (hidden || !shouldShowBanner(banner, getCookie(POPUP_COOKIE))) return null;

  const close = () => {
    setCookie(POPUP_COOKIE, banner._id, POPUP_COOKIE_DAYS);
    setHidden(true);
  };

  return (
    <Modal.Root opened onClose={() => setHidden(true)} centered size="auto" radius="md">
      <Modal.Overlay backgroundOpacity={0.6} />
      <Modal.Content aria-label={t('popup.label')}>
        <Modal.Body p={0}>
          <Box pos="relative">
            <ActionIcon
              aria-label={t('popup.close')}
              onClick={close}
              pos="absolute"
              top={10}
              right={10}
              size="lg"
              radius="xl"
              variant="filled"
              color="dark"
              style={{ zIndex: 1, boxShadow: '0 2px 8px rgba(0,0,0,0.3)' }}
            >
              <CloseIcon size={18} />
            </ActionIcon>
            <a href={banner.link} target="_blank" rel="noopener noreferrer" aria-label={t('popup.open')}>
              <img
                src={banner.urlImage}
                alt={t('popup.imageAlt')}
                style={{ display: 'block', maxWidth: 'min(90vw, 560px)', maxHeight: '80vh', width: '100%' }}
              />
            </a>
          </Box>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
