import { Button, Checkbox, Popover, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FindReplacePopoverProps = {
  column: string;
  /** Applies the replacement to the column and answers how many occurrences changed. */
  onApply: (find: string, replacement: string, matchCase: boolean) => number;
};

/** "Cari & Ganti" for one text column of the bulk table. */
export function FindReplacePopover({ column, onApply }: FindReplacePopoverProps) {
  const { t } = useTranslation('products');
  const [isOpen, setOpen] = useState(false);
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  function apply() {
    const count = onApply(find, replacement, matchCase);
    setResult(count > 0 ? t('sheet.replaced', { count }) : t('sheet.notFound'));
  }

  return (
    <Popover opened={isOpen} onChange={setOpen} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpen((o) => !o)}
          aria-label={t('sheet.findReplaceColumn', { column })}
        >
          {t('sheet.findReplace')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <TextInput
            label={t('sheet.find')}
            size="xs"
            value={find}
            onChange={(e) => {
              setFind(e.currentTarget.value);
              setResult(null);
            }}
          />
          <TextInput
            label={t('sheet.replaceWith')}
            size="xs"
            value={replacement}
            onChange={(e) => setReplacement(e.currentTarget.value)}
          />
          <Checkbox
            size="xs"
            label={t('sheet.matchCase')}
            checked={matchCase}
            onChange={(e) => setMatchCase(e.currentTarget.checked)}
          />
          <Button size="xs" onClick={apply} disabled={find === ''}>
            {t('sheet.replaceAll')}
          </Button>
          {result && (
            <span role="status" style={{ fontSize: 12 }}>
              {result}
            </span>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
