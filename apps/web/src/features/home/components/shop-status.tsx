import type { Shop } from '@booster/contracts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToAuthorize, isOAuthMarketplace, marketplaceLabel } from '../../../lib/marketplace-connect.ts';
import { openAlert } from '../../../ui/index.ts';

export type ShopStatusProps = { shop: Shop; canReconnect: boolean };

/** 'Toko Terhubung' / 'Toko Tidak Terhubung'; a disconnected shop gets the reconnect prompt and action. */
export function ShopStatus({ shop, canReconnect }: ShopStatusProps) {
  const { t } = useTranslation(['home', 'integration']);
  const [isLoading, setLoading] = useState(false);
  if (shop.status === 'connect') {
    return (
      <Badge color="teal" variant="light">
        {t('integration.status.connect')}
      </Badge>
    );
  }
  const marketplace = shop.marketplace;
  async function reconnect() {
    if (!isOAuthMarketplace(marketplace)) return;
    setLoading(true);
    try {
      await goToAuthorize(marketplace, shop.appCategory, shop._id);
    } catch {
      setLoading(false);
      openAlert({
        title: t('integration:connectFailedTitle', { marketplace: marketplaceLabel(marketplace) }),
        message: t('integration:authorizeFailed', { marketplace: marketplaceLabel(marketplace) }),
      });
    }
  }
  return (
    <Stack gap={4} align="flex-start">
      <Badge color="red" variant="light">
        {t('integration.status.disconnect')}
      </Badge>
      <Text size="xs" c="red.8" fw={600} role="note">
        {t('integration.reconnectPrompt')}
      </Text>
      {canReconnect &&
        (isOAuthMarketplace(marketplace) ? (
          <Button
            size="compact-xs"
            variant="light"
            color="orange"
            loading={isLoading}
            onClick={() => void reconnect()}
            aria-label={t('integration.reconnectLabel', { shop: shop.shopname })}
          >
            {t('integration.reconnect')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('integration.reconnectTokopedia')}
          </Text>
        ))}
    </Stack>
  );
}
