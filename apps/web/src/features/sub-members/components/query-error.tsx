import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../lib/api-client.ts';
import { isFeatureBlocked } from '../../../lib/api-errors.ts';
import { EmptyState, ErrorState } from '../../../ui/index.ts';

export type QueryErrorProps = { error: unknown; onRetry: () => void };

/** A failed load: the package gate, a refusal with the server's message, or the generic error with retry. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation('common');
  if (isFeatureBlocked(error)) {
    return <EmptyState title={t('blocked.title')} description={t('blocked.manageAdmin')} />;
  }
  if (error instanceof ApiClientError && error.statusCode === 403) {
    return <EmptyState title={t('forbidden.title')} description={error.message || t('forbidden.message')} />;
  }
  return <ErrorState onRetry={onRetry} />;
}
