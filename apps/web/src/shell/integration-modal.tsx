import { Badge, Group, Modal, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../app/auth-store.ts';
import { integrationModal, useIntegrationModalOpen } from '../lib/integration-modal.ts';
import { ClockIcon } from '../ui/icons.tsx';

/** Chooser entries (spec 2): key, name, image. */
export const INTEGRATION_CHOICES = [
  { key: 'shopee', name: 'Shopee', image: '/images/marketplaces/shopee.svg' },
  { key: 'tokopedia', name: 'Tokopedia', image: '/images/marketplaces/tokopedia.svg' },
  { key: 'lazada', name: 'Lazada', image: '/images/marketplaces/lazada.svg' },
  { key: 'tiktok', name: 'Tiktok', image: '/images/marketplaces/tiktok.svg' },
  { key: 'bukalapak', name: 'Bukalapak', image: '/images/marketplaces/bukalapak.svg' },
  { key: 'blibli', name: 'Blibli', image: '/images/marketplaces/blibli.svg' },
] as const;

/** The marketplace integration modal: one tab per marketplace; shopeeOptimization gets Shopee only. */
export function IntegrationModal() {
  const { t } = useTranslation('shell');
  const opened = useIntegrationModalOpen();
  const { user } = useAuth();
  const choices =
    user?.subscriptionPackage === 'shopeeOptimization'
      ? INTEGRATION_CHOICES.filter((c) => c.key === 'shopee')
      : INTEGRATION_CHOICES;

  return (
    <Modal
      opened={opened}
      onClose={integrationModal.close}
      title={t('integration.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('integration.close') }}
    >
      <Tabs defaultValue="shopee" keepMounted={false}>
        {/* Six tabs fit side by side at xl; on narrow screens they wrap, so none is cut off. */}
        <Tabs.List>
          {choices.map((c) => (
            <Tabs.Tab
              key={c.key}
              value={c.key}
              leftSection={<img src={c.image} alt="" width={18} height={18} />}
            >
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {choices.map((c) => (
          <Tabs.Panel key={c.key} value={c.key} pt="lg">
            <Stack align="center" gap="sm" py="md">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <ClockIcon size={28} />
              </ThemeIcon>
              <Group gap="xs">
                <Text fw={600}>{c.name}</Text>
                <Badge variant="light">{t('integration.comingSoonBadge')}</Badge>
              </Group>
              <Text size="sm" c="dimmed" ta="center" maw={420}>
                {c.key === 'blibli'
                  ? t('integration.blibliComingSoon')
                  : t('integration.comingSoon', { marketplace: c.name })}
              </Text>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
