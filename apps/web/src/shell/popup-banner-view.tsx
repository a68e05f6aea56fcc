import type { PopupBanner as Banner } from '@booster/contracts';
import { ActionIcon, Box, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons.tsx';

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
