import type { ImportStatus } from '@booster/contracts';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  type MantineSpacing,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceLabel } from '../lib/marketplace-connect.ts';

export type ImportProgressListProps = {
  imports: readonly ImportStatus[];
  onRetry: (state: ImportStatus) => Promise<unknown>;
  onDismiss: (state: ImportStatus) => void;
  /** Something to show beside a shop's import (home: a link to its products). */
  extra?: (state: ImportStatus) => ReactNode;
  mb?: MantineSpacing;
};

/** Why an import failed, in words the seller can act on. */
export function useImportFailureText() {
  const { t } = useTranslation('common');
  return (state: Pick<ImportStatus, 'errorCode' | 'marketplace'>) => {
    const marketplace = marketplaceLabel(state.marketplace);
    const reason =
      state.errorCode === 'SHOP_DISCONNECTED' || state.errorCode === 'MARKETPLACE_UNAVAILABLE'
        ? t(`imports.reason.${state.errorCode}`, { marketplace })
        : t('imports.reason.other');
    return t('imports.failed', { reason });
  };
}

export function importPercent(state: Pick<ImportStatus, 'imported' | 'total'>): number | null {
  if (!state.total) return null;
  return Math.min(100, Math.round((state.imported / state.total) * 100));
}

/** The product imports of shops: a bar (or a count and a spinner) while they run, then the outcome. */
export function ImportProgressList({ imports, onRetry, onDismiss, extra, mb }: ImportProgressListProps) {
  const { t } = useTranslation('common');
  const failureText = useImportFailureText();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [retryFailed, setRetryFailed] = useState<string | null>(null);
  if (imports.length === 0) return null;

  async function retry(state: ImportStatus) {
    setRetrying(state.shopId);
    setRetryFailed(null);
    try {
      await onRetry(state);
    } catch {
      setRetryFailed(state.shopId);
    } finally {
      setRetrying(null);
    }
  }

  return (
    <Stack gap="xs" mb={mb} aria-label={t('imports.listLabel')} component="section">
      {imports.map((state) => {
        const percent = importPercent(state);
        const running = state.status === 'queued' || state.status === 'running';
        const text =
          state.status === 'queued'
            ? t('imports.queued')
            : state.status === 'running'
              ? state.total
                ? t('imports.progress', { imported: state.imported, total: state.total })
                : t('imports.running', { imported: state.imported })
              : state.status === 'done'
                ? t('imports.done', { count: state.imported })
                : failureText(state);
        const color = state.status === 'failed' ? 'red' : state.status === 'done' ? 'teal' : 'blue';
        return (
          <Alert key={state.shopId} color={color} variant="light" p="sm" data-testid="shop-import">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('imports.shop', {
                    shop: state.shopname,
                    marketplace: marketplaceLabel(state.marketplace),
                  })}
                </Text>
                {!running && (
                  <CloseButton
                    size="sm"
                    aria-label={t('imports.dismiss', { shop: state.shopname })}
                    onClick={() => onDismiss(state)}
                  />
                )}
              </Group>
              {running && (
                <Progress
                  value={percent ?? 100}
                  animated={percent === null}
                  striped={percent === null}
                  aria-label={t('imports.progressLabel', { shop: state.shopname })}
                />
              )}
              <Group gap="xs" wrap="nowrap" justify="space-between" align="center">
                <Group gap={6} wrap="nowrap">
                  {running && percent === null && <Loader size={14} aria-hidden />}
                  <Text size="sm" role={state.status === 'failed' ? 'alert' : 'status'} aria-live="polite">
                    {text}
                  </Text>
                </Group>
                {extra?.(state)}
              </Group>
              {state.status === 'failed' && (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    loading={retrying === state.shopId}
                    onClick={() => void retry(state)}
                  >
                    {t('imports.retry')}
                  </Button>
                  {retryFailed === state.shopId && (
                    <Text size="xs" c="red.8">
                      {t('imports.retryFailed')}
                    </Text>
                  )}
                </Group>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
