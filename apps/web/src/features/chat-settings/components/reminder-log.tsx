import { formatDateTime } from '@booster/domain';
import { useTranslation } from 'react-i18next';
import { reminderLogQueryOptions } from '../api/reminders.ts';
import { SendLog } from './send-log.tsx';

const STATUS_COLOR = {
  pending: 'gray',
  sent: 'green',
  stopped: 'yellow',
  failed: 'red',
  skipped: 'gray',
} as const;

/** Every reminder message of this shop, planned or sent, newest first. */
export function ReminderLog({ shopId }: { shopId: string }) {
  const { t } = useTranslation('chatSettings');
  return (
    <SendLog
      title={t('reminders.log.title')}
      empty={t('reminders.log.empty')}
      query={(page) => reminderLogQueryOptions(shopId, page)}
      toRow={(entry) => ({
        id: entry._id,
        label: `${t(`reminders.kind.${entry.kind}.title`)} · ${t('reminders.step', { n: entry.step })}`,
        subject: entry.subject,
        when: entry.sentAt
          ? formatDateTime(new Date(entry.sentAt))
          : t('reminders.log.due', { at: formatDateTime(new Date(entry.dueAt)) }),
        status: {
          label: `${t(`reminders.log.status.${entry.status}`)}${entry.reason ? ` · ${t(`reminders.log.reason.${entry.reason}`)}` : ''}`,
          color: STATUS_COLOR[entry.status],
        },
        text: entry.text,
        failure: entry.failure,
      })}
    />
  );
}
