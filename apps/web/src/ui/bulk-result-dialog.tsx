import type { ItemFailure, ItemRun } from '@booster/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText, useFailureTexts } from '../lib/item-failure.ts';
import { paths } from '../lib/paths.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';

export type BulkFailure = {
  key: string;
  /** What failed: a product name, an order number. */
  label: string;
  /** Where it failed, e.g. the shop name. */
  source?: string;
  /** Why, as a code with parameters: translated here, in the reader's language. */
  failure: ItemFailure;
  /** Set by the server when the shop must be integrated again. */
  reconnect?: boolean;
};

export type BulkResult = { succeeded: number; failed: number; failures: BulkFailure[] };

/** A dead grant (spec 8: 'invalid access token') offers re-integration. */
export function needsReintegration(failure: BulkFailure): boolean {
  return failure.reconnect === true || failure.failure.code === 'invalidAccessToken';
}

/** Every bulk action run item by item answers the same shape (`ItemRun`). */
export function resultOfRun(run: ItemRun): BulkResult {
  return {
    succeeded: run.succeeded,
    failed: run.failed,
    failures: run.failures.map((f) => ({
      key: f.subjectId,
      label: f.label,
      source: f.source,
      failure: f.failure,
      reconnect: f.reconnect,
    })),
  };
}

export type BulkResultDialogProps = {
  opened: boolean;
  title: string;
  result: BulkResult | null;
  onClose: () => void;
};

/**
 * The end of every bulk action (spec 8): how many succeeded and failed, each failure's reason, and
 * when a shop's access token is dead, the reconnect prompt with a way to the shops on /panel/home.
 */
export function BulkResultDialog({ opened, title, result, onClose }: BulkResultDialogProps) {
  const { t } = useTranslation('common');
  useFailureTexts();
  const navigate = useNavigate();
  const mustReintegrate = result?.failures.some(needsReintegration) ?? false;

  function reintegrate() {
    onClose();
    navigate(paths.panel.home());
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {result && (
        <Stack gap="md">
          <Group gap="xl">
            <Count color="teal" label={t('bulkResult.succeeded')} value={result.succeeded} />
            <Count color="red" label={t('bulkResult.failed')} value={result.failed} />
          </Group>
          {result.failures.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('bulkResult.failures')}
              </Text>
              <List size="sm" spacing={6} aria-label={t('bulkResult.failures')}>
                {result.failures.map((failure) => (
                  <List.Item key={failure.key}>
                    <Text size="sm" fw={500} span>
                      {failure.label}
                    </Text>
                    {failure.source && (
                      <Text size="sm" c="dimmed" span>
                        {` · ${failure.source}`}
                      </Text>
                    )}
                    <Text size="sm" c="red.8">
                      {failureText(t, failure.failure)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {mustReintegrate && (
            <Alert color="orange" variant="light" title={t('bulkResult.reconnectPrompt')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('bulkResult.reconnectText')}</Text>
                <Button size="xs" color="orange" onClick={reintegrate}>
                  {t('bulkResult.reconnect')}
                </Button>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

type CountProps = { color: 'teal' | 'red'; label: string; value: number };

function Count({ color, label, value }: CountProps) {
  const Icon = color === 'teal' ? CheckIcon : AlertIcon;
  return (
    <Group gap="xs" role="status" aria-label={`${label}: ${value}`}>
      <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="lg">
          {value}
        </Text>
      </div>
    </Group>
  );
}
