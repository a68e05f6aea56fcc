import type { RouteContract, SheetChange, SheetConfirmResult, SheetPreview } from '@booster/contracts';
import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPath } from '../lib/api-client.ts';
import { fieldErrorsOf, reportActionError } from '../lib/api-errors.ts';
import { formatRupiah } from '../lib/format-rupiah.ts';
import { downloadSheet, fileAsBase64 } from '../lib/spreadsheet-files.ts';

/** Rows a preview lists before "… and N more" (the counts above always cover all of them). */
const SHOWN_ROWS = 200;

export type SheetImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** `listings`: prices and stock of a marketplace's products; `stock`: central stock per master SKU. */
  kind: 'listings' | 'stock';
  /** The template: the list's export with its current filter (current rows pre-filled). */
  template: {
    route: RouteContract;
    params?: Record<string, string>;
    query: Record<string, unknown>;
    name: string;
  };
  preview: { route: RouteContract; params?: Record<string, string> };
  confirmRoute: RouteContract;
  /** After the confirm: a stock import's counts, a listing import's bulk run. */
  onApplied: (result: SheetConfirmResult) => void;
};

/**
 * Import from a filled template: download it, upload it back, read the preview of every change and
 * every refused row, then apply. The server changes nothing before "Terapkan".
 */
export function SheetImportDialog(props: SheetImportDialogProps) {
  const { t } = useTranslation('spreadsheets');
  const phone = useMediaQuery('(max-width: 36em)');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'template' | 'preview' | 'apply' | null>(null);
  const [preview, setPreview] = useState<SheetPreview | null>(null);

  function close() {
    setFile(null);
    setFileError(null);
    setPreview(null);
    props.onClose();
  }

  async function run(step: NonNullable<typeof busy>, work: () => Promise<void>) {
    setBusy(step);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  }

  const downloadTemplate = () =>
    run('template', async () => {
      await downloadSheet(props.template.route, { ...props.template, format: 'xlsx' }).catch((error) =>
        reportActionError(error, t('export.failed')),
      );
    });

  const readFile = () =>
    run('preview', async () => {
      if (!file) return;
      setFileError(null);
      try {
        const body = { fileName: file.name, file: await fileAsBase64(file) };
        setPreview(
          await callPath<SheetPreview>('POST', props.preview.route.path, {
            params: props.preview.params,
            body,
          }),
        );
      } catch (error) {
        const fields = fieldErrorsOf(error);
        const message = fields.file ?? fields.fileName;
        if (message) setFileError(message);
        else reportActionError(error, t('export.failed'));
      }
    });

  const apply = () =>
    run('apply', async () => {
      if (!preview) return;
      try {
        const result = await callPath<SheetConfirmResult>('POST', props.confirmRoute.path, {
          params: { id: preview._id },
        });
        close();
        props.onApplied(result);
      } catch (error) {
        reportActionError(error, t('export.failed'));
      }
    });

  const stock = props.kind === 'stock';
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={stock ? t('import.titleStock') : t('import.title')}
      size="xl"
      fullScreen={phone}
    >
      {!preview ? (
        <Stack gap="md">
          <Text size="sm">{stock ? t('import.stepsStock') : t('import.steps')}</Text>
          <Group>
            <Button variant="default" loading={busy === 'template'} onClick={() => void downloadTemplate()}>
              {t('import.template')}
            </Button>
          </Group>
          <FileInput
            label={t('import.file')}
            placeholder={t('import.filePlaceholder')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
            error={fileError}
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('import.cancel')}
            </Button>
            <Button disabled={!file} loading={busy === 'preview'} onClick={() => void readFile()}>
              {t('import.preview')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PreviewView
          preview={preview}
          applying={busy === 'apply'}
          onBack={() => setPreview(null)}
          onApply={() => void apply()}
        />
      )}
    </Modal>
  );
}

function PreviewView(props: {
  preview: SheetPreview;
  applying: boolean;
  onBack: () => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('spreadsheets');
  const { preview } = props;
  const value = (change: SheetChange, n: number) => (change.field === 'price' ? formatRupiah(n) : String(n));
  return (
    <Stack gap="md">
      <Alert color={preview.errors.length > 0 ? 'yellow' : 'teal'} role="status">
        <Text size="sm">
          {t('import.summary', {
            rows: preview.rows,
            changes: preview.changes.length,
            errors: preview.errors.length,
            unchanged: preview.unchanged,
          })}
        </Text>
        <Text size="sm">
          {preview.changes.length > 0 ? t('import.notChangedYet') : t('import.nothingChanges')}
        </Text>
      </Alert>
      {preview.changes.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t('import.changesTitle')}</Text>
          <ScrollArea.Autosize mah={300}>
            <Table striped aria-label={t('import.changesTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.row')}</Table.Th>
                  <Table.Th>{t('import.product')}</Table.Th>
                  <Table.Th>{t('import.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.changes.slice(0, SHOWN_ROWS).map((change) => (
                  <Table.Tr key={`${change.row}-${change.field}`}>
                    <Table.Td>{change.row}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      <Text size="sm" fw={500}>
                        {change.sku || '—'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {change.label}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {t(`import.fields.${change.field}`)}
                      </Text>
                      <Text size="sm">
                        {value(change, change.before)} → <b>{value(change, change.after)}</b>
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {preview.changes.length > SHOWN_ROWS && (
            <Text size="sm" c="dimmed">
              {t('import.more', { count: preview.changes.length - SHOWN_ROWS })}
            </Text>
          )}
        </Stack>
      )}
      {preview.errors.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} c="red.8">
            {t('import.errorsTitle')}
          </Text>
          <ScrollArea.Autosize mah={240}>
            <Table aria-label={t('import.errorsTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.row')}</Table.Th>
                  <Table.Th>{t('import.problem')}</Table.Th>
                  <Table.Th>{t('import.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errors.slice(0, SHOWN_ROWS).map((issue) => (
                  <Table.Tr key={`${issue.row}-${issue.column}`}>
                    <Table.Td>{issue.row}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`import.codes.${issue.code}`)}</Text>
                      {issue.column && (
                        <Text size="xs" c="dimmed">
                          {issue.column}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{issue.value ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onBack} disabled={props.applying}>
          {t('import.back')}
        </Button>
        <Button disabled={preview.changes.length === 0} loading={props.applying} onClick={props.onApply}>
          {t('import.apply', { count: preview.changes.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Impor" beside a list's export button: opens the import dialog for that list's template. */
export function SheetImportButton(props: Omit<SheetImportDialogProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation('spreadsheets');
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setImporting(true)}>
        {t('import.button')}
      </Button>
      <SheetImportDialog {...props} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
