import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToAuthorize } from '../../../lib/marketplace-connect.ts';
import { notify } from '../../../ui/index.ts';

/** 'Toko Anda Perlu Diintegrasi Ulang!' with the way back through Shopee's consent page. */
export function ReconnectAlert({ shopId }: { shopId: string }) {
  const { t } = useTranslation('boost');
  const [busy, setBusy] = useState(false);
  async function reconnect() {
    setBusy(true);
    try {
      await goToAuthorize('shopee', 'app', shopId);
    } catch {
      setBusy(false);
      notify.error(t('toast.failed'));
    }
  }
  return (
    <Alert color="red" title={t('reconnect.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('reconnect.text')}</Text>
        <Button color="red" size="xs" loading={busy} onClick={reconnect}>
          {t('reconnect.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
