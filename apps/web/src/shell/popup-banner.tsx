import type { PopupBanner as Banner } from '@booster/contracts';
import { contentRoutes } from '@booster/contracts/routes';
import type { PackageName } from '@booster/domain';
import { ActionIcon, Box, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../lib/api-client.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { keysFor } from '../lib/query-keys.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { POPUP_COOKIE, POPUP_COOKIE_DAYS, shouldShowBanner } from './popup-cookie.ts';

export { POPUP_COOKIE, POPUP_COOKIE_DAYS, shouldShowBanner } from './popup-cookie.ts';

const contentKeys = keysFor('content');

export type PopupBannerProps = { subscriptionPackage?: PackageName };

/** The popup of popupBanner-flagged routes: X hides it and sets the cookie, the backdrop only hides it. */
export function PopupBanner({ subscriptionPackage }: PopupBannerProps) {
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
  return <PopupBannerView banner={banner} onClose={close} onHide={() => setHidden(true)} />;
}

export type PopupBannerViewProps = {
  banner: Pick<NonNullable<Banner>, 'link' | 'urlImage'>;
  /** The X: hides the banner and remembers it. */
  onClose: () => void;
  /** The backdrop and Escape: hide it for this visit. */
  onHide: () => void;
  /** Off where the server draws it into the page as a template (handover/popup-banner.ts). */
  withinPortal?: boolean;
};

/** The banner itself; the server-drawn public pages show the same markup (decision 010). */
export function PopupBannerView({ banner, onClose, onHide, withinPortal = true }: PopupBannerViewProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal.Root opened onClose={onHide} centered size="auto" radius="md" withinPortal={withinPortal}>
      <Modal.Overlay backgroundOpacity={0.6} />
      <Modal.Content aria-label={t('popup.label')}>
        <Modal.Body p={0}>
          <Box pos="relative">
            <ActionIcon
              aria-label={t('popup.close')}
              onClick={onClose}
              data-popup-close
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
