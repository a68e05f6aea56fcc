import { useTranslation } from 'react-i18next';
import { remindersQueryOptions } from '../api/reminders.ts';
import { ReminderForm } from '../components/reminder-form.tsx';
import { ReminderLog } from '../components/reminder-log.tsx';
import { ShopSettingsPage } from '../components/shop-settings-page.tsx';

/** /panel/chat/setting/reminder: "Pengingat" per chat shop. */
export function Component() {
  const { t } = useTranslation('chatSettings');
  return (
    <ShopSettingsPage
      title={t('reminders.title')}
      description={t('reminders.description')}
      settingsQuery={remindersQueryOptions}
      form={(settings) => <ReminderForm settings={settings} />}
      log={(shopId) => <ReminderLog shopId={shopId} />}
    />
  );
}
