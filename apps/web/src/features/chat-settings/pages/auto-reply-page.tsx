import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { autoReplyQueryOptions } from '../api/auto-reply.ts';
import { AutoReplyForm } from '../components/auto-reply-form.tsx';
import { AutoReplyLog } from '../components/auto-reply-log.tsx';
import { ShopSettingsPage } from '../components/shop-settings-page.tsx';

/** /panel/chat/setting/auto-reply: "Auto-reply" per chat shop. */
export function Component() {
  const { t } = useTranslation('chatSettings');
  return (
    <ShopSettingsPage
      title={t('autoReply.title')}
      description={t('autoReply.description')}
      notice={
        <Alert variant="light" color="blue" title={t('autoReply.platforms.title')}>
          {t('autoReply.platforms.text')}
        </Alert>
      }
      settingsQuery={autoReplyQueryOptions}
      form={(settings) => <AutoReplyForm settings={settings} />}
      log={(shopId) => <AutoReplyLog shopId={shopId} />}
    />
  );
}
