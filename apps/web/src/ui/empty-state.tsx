import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from './icons.tsx';
import { StateMessage } from './state-message.tsx';

export type EmptyStateProps = { title?: string; description?: string; action?: ReactNode };

/** Generic empty state: 'Tidak Ada data' unless told otherwise. */
export function EmptyState({ title, ...rest }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <StateMessage role="status" color="gray" icon={InboxIcon} title={title ?? t('empty.title')} {...rest} />
  );
}
