import { formatDateTime } from '@booster/domain';
import { useTranslation } from 'react-i18next';
import { autoReplyLogQueryOptions } from '../api/auto-reply.ts';
import { SendLog } from './send-log.tsx';

const STATUS_COLOR = { queued: 'gray', sent: 'green', failed: 'red' } as const;

/** What the auto-reply sent in this shop, newest first. */
export function AutoReplyLog({ shopId }: { shopId: string }) {
  const { t } = useTranslation('chatSettings');
  return (
    <SendLog
      title={t('autoReply.log.title')}
      empty={t('autoReply.log.empty')}
      query={(page) => autoReplyLogQueryOptions(shopId, page)}
      toRow={(entry) => ({
        id: entry._id,
        label: t(`autoReply.kind.${entry.kind}`),
        subject: entry.buyerName,
        when: formatDateTime(new Date(entry.at)),
        status: { label: t(`autoReply.log.status.${entry.status}`), color: STATUS_COLOR[entry.status] },
        note: entry.trigger ? t('autoReply.log.trigger', { text: entry.trigger }) : null,
        text: entry.text,
        failure: entry.failure,
      })}
    />
  );
}
