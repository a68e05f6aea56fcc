import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons.tsx';
import { StateMessage } from './state-message.tsx';

export type ErrorStateProps = { onRetry?: () => void; title?: string; description?: string };

/** Generic error state: 'Terjadi Kesalahan' with a reload button (retry, or a page reload). */
export function ErrorState({ onRetry, title, ...rest }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <StateMessage
      role="alert"
      color="red"
      icon={AlertIcon}
      title={title ?? t('error.title')}
      {...rest}
      action={
        <Button variant="light" onClick={() => (onRetry ? onRetry() : globalThis.location.reload())}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
