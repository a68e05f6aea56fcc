import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { integrationModal } from '../../../lib/integration-modal.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LinkIcon } from '../../../ui/icons.tsx';

export type IntegrationCardProps = { canConnect: boolean };

/** "Integrasi Marketplace": connected shops (listed from issue 3 on) and the connect button. */
export function IntegrationCard({ canConnect }: IntegrationCardProps) {
  const { t } = useTranslation('home');
  const connect = canConnect ? (
    <Button leftSection={<LinkIcon size={18} />} onClick={integrationModal.open}>
      {t('integration.connect')}
    </Button>
  ) : null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="integration-title">
      <Group justify="space-between" mb="xs">
        <div>
          <Title order={2} size="h4" id="integration-title">
            {t('integration.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('integration.subtitle')}
          </Text>
        </div>
      </Group>
      <EmptyState
        title={t('integration.emptyTitle')}
        description={t('integration.emptyText')}
        action={connect}
      />
    </Card>
  );
}
