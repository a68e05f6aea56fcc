import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConnectCategory,
  goToAuthorize,
  marketplaceLabel,
  marketplaceMark,
  type OAuthMarketplace,
} from '../../../lib/marketplace-connect.ts';
import { openAlert } from '../../../ui/index.ts';
import { isLimitError, openLimitDialog } from '../lib/connect-errors.ts';

export type ConnectCardProps = { marketplace: OAuthMarketplace; category: ConnectCategory };

/** One card of a marketplace tab: manage products or manage chat, with its connect button. */
export function ConnectCard({ marketplace, category }: ConnectCardProps) {
  const { t } = useTranslation('integration');
  const [isLoading, setLoading] = useState(false);
  const name = marketplaceLabel(marketplace);
  const title = t(`cards.${category}.title`);
  const headingId = `connect-${marketplace}-${category}`;

  async function connect() {
    setLoading(true);
    try {
      await goToAuthorize(marketplace, category);
      // The browser is leaving for the consent page; keep the button busy until it does.
    } catch (error) {
      // Spec 4: the loading flag resets on failure.
      setLoading(false);
      if (isLimitError(error)) openLimitDialog(marketplace);
      else
        openAlert({
          title: t('connectFailedTitle', { marketplace: name }),
          message: t('authorizeFailed', { marketplace: name }),
        });
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start" h="100%">
        <Image src={marketplaceMark(marketplace)} alt="" w={40} h={40} />
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {t(`cards.${category}.text`, { marketplace: name })}
        </Text>
        <Button
          onClick={() => void connect()}
          loading={isLoading}
          aria-label={t('cards.connectLabel', { marketplace: name, category: title })}
        >
          {t('cards.connect')}
        </Button>
      </Stack>
    </Card>
  );
}
