import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LoadingOverlayProps = { visible: boolean };

/** Full-screen loading overlay with the text 'Memuat..'. */
export function LoadingOverlay({ visible }: LoadingOverlayProps) {
  const { t } = useTranslation('common');
  if (!visible) return null;
  return (
    <Overlay fixed color="#fff" backgroundOpacity={0.85} zIndex={400} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text fw={500}>{t('loading')}</Text>
      </Stack>
    </Overlay>
  );
}
