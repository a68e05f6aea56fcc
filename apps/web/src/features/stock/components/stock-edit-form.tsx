import type { StockDetail } from '@booster/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { notify } from '../../../ui/index.ts';
import { useEditStock } from '../api/stock-mutations.ts';
import { digitsOnly, parseQuantity } from '../lib/quantity-input.ts';

const NOTE_MAX = 200;

export type StockEditFormProps = { item: StockDetail };

/** New central stock (digits only) and an optional note; saving pushes it to every linked listing. */
export function StockEditForm({ item }: StockEditFormProps) {
  const { t } = useTranslation('stock');
  const edit = useEditStock(item._id);
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ stock?: string; note?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stock = parseQuantity(quantity);
    if (stock === null) return setErrors({ stock: t('validation.quantityRequired') });
    setErrors({});
    edit.mutate(
      { stock, note: note.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(t('stockEdit.saved', { stock }));
          setQuantity('');
          setNote('');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (!fields.stock && !fields.note) return reportActionError(error, t('errors.generic'));
          setErrors({ stock: fields.stock, note: fields.note });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('stockEdit.newQuantity')}
          placeholder={String(item.stock)}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          value={quantity}
          onChange={(e) => setQuantity(digitsOnly(e.currentTarget.value))}
          error={errors.stock}
          disabled={edit.isPending}
        />
        <TextInput
          label={t('stockEdit.note')}
          placeholder={t('stockEdit.notePlaceholder')}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          disabled={edit.isPending}
        />
        <Group>
          <Button type="submit" loading={edit.isPending}>
            {t('stockEdit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
