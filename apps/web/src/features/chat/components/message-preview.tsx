import type { ChatConversationView } from '@booster/contracts';
import { useTranslation } from 'react-i18next';

/** The last message in the list: its text, or what kind it was; the seller's side prefixed with 'Anda:'. */
export function MessagePreview({ last }: { last: ChatConversationView['lastMessage'] }) {
  const { t } = useTranslation('chat');
  if (!last) return <>{t('list.noMessages')}</>;
  const text =
    last.kind === 'text' || last.kind === 'system' || last.kind === 'other'
      ? last.preview
      : t(`kind.${last.kind}`);
  const mine = last.sender === 'seller' || last.sender === 'auto';
  return <>{mine ? t('list.youPrefix', { text }) : text}</>;
}
