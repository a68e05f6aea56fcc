import { ActionIcon, Box, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../ui/icons.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/** The popup as a member sees it: dimmed page, the image (a link) and the round X. */
export function BannerPreview({ urlImage, link }: { urlImage: string; link: string }) {
  const { t } = useTranslation('adminContent');
  return (
    <PreviewFrame label={t('preview')}>
      <Center bg="rgba(0,0,0,0.6)" mih={280} p="md">
        {urlImage ? (
          <Box pos="relative" bg="white" style={{ borderRadius: 8, overflow: 'hidden' }}>
            <ActionIcon
              pos="absolute"
              top={8}
              right={8}
              radius="xl"
              color="dark"
              variant="filled"
              aria-hidden
              tabIndex={-1}
            >
              <CloseIcon size={16} />
            </ActionIcon>
            <img
              src={urlImage}
              alt={t('banner.previewAlt')}
              style={{ display: 'block', maxWidth: '100%', maxHeight: 320 }}
            />
          </Box>
        ) : (
          <Text c="white" fz="sm">
            {t('banner.noImage')}
          </Text>
        )}
      </Center>
      <Text fz="xs" c="dimmed" p="xs" truncate>
        {link ? t('banner.opens', { link }) : t('banner.noLink')}
      </Text>
    </PreviewFrame>
  );
}
