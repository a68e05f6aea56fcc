import { MARKETPLACES } from '@booster/domain';
import { Badge, Modal, SimpleGrid, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store.ts';
import { integrationModal, useGlobalModalOpen } from '../../../lib/global-modal.ts';
import { marketplaceLabel, marketplaceMark } from '../../../lib/marketplace-connect.ts';
import { ClockIcon } from '../../../ui/icons.tsx';
import { ConnectCard } from './connect-card.tsx';
import { TokopediaPanel } from './tokopedia-panel.tsx';

/** Chooser entries (spec 2): every marketplace of the capability table, then Blibli (coming soon). */
export const INTEGRATION_CHOICES = [...MARKETPLACES, 'blibli' as const].map((key) => ({
  key,
  name: marketplaceLabel(key),
  image: marketplaceMark(key),
}));

export type IntegrationKey = (typeof INTEGRATION_CHOICES)[number]['key'];

/** The tabs a package is offered: shopeeOptimization gets Shopee only (spec 2). */
export function integrationChoices(subscriptionPackage: string | undefined) {
  return subscriptionPackage === 'shopeeOptimization'
    ? INTEGRATION_CHOICES.filter((c) => c.key === 'shopee')
    : INTEGRATION_CHOICES;
}

function TabContent({ choice }: { choice: IntegrationKey }) {
  const { t } = useTranslation('integration');
  switch (choice) {
    case 'shopee':
    case 'lazada':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ConnectCard marketplace={choice} category="app" />
          <ConnectCard marketplace={choice} category="chat" />
        </SimpleGrid>
      );
    case 'tiktok':
    case 'bukalapak':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ConnectCard marketplace={choice} category="app" />
        </SimpleGrid>
      );
    case 'tokopedia':
      return <TokopediaPanel />;
    case 'blibli':
      return (
        <Stack align="center" gap="sm" py="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <ClockIcon size={28} />
          </ThemeIcon>
          <Badge variant="light">{t('comingSoonBadge')}</Badge>
          <Text size="sm" c="dimmed" ta="center" maw={420}>
            {t('blibliComingSoon')}
          </Text>
        </Stack>
      );
  }
}

/** The marketplace integration modal: one tab per marketplace (spec 2). */
export function IntegrationModal() {
  const { t } = useTranslation('integration');
  const opened = useGlobalModalOpen(integrationModal);
  const { user } = useAuth();
  const choices = integrationChoices(user?.subscriptionPackage);

  return (
    <Modal
      opened={opened}
      onClose={integrationModal.close}
      title={t('title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Tabs defaultValue="shopee" keepMounted={false}>
        <Tabs.List aria-label={t('tabsLabel')}>
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
            <TabContent choice={c.key} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
