import { type StockDetail, stockEditBodySchema } from '@booster/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reportActionError } from '../../../lib/api-errors.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify } from '../../../ui/index.ts';
import { useEditStock } from '../api/stock-mutations.ts';
import { digitsOnly } from '../lib/quantity-input.ts';

const NOTE_MAX = 200;

/** The contract's body, with the quantity as the digits typed (empty asks for a quantity first). */
const stockEditFormSchema = stockEditBodySchema.extend({
  stock: z
    .string()
    .min(1, { error: 'stock:validation.quantityRequired' })
    .transform((digits) => Number.parseInt(digits, 10))
    .pipe(stockEditBodySchema.shape.stock),
  note: stockEditBodySchema.shape.note.transform((note) => note || undefined),
});

export type StockEditFormProps = { item: StockDetail };

/** New central stock (digits only) and an optional note; saving pushes it to every linked listing. */
export function StockEditForm({ item }: StockEditFormProps) {
  const { t } = useTranslation('stock');
  const edit = useEditStock(item._id);
  const { form, field, errorOf, handleSubmit, applyFieldErrors } = useContractForm(
    stockEditFormSchema,
    { stock: '', note: '' },
    { mode: 'onSubmit' },
  );

  const submit = handleSubmit((body) => {
    edit.mutate(body, {
      onSuccess: () => {
        notify.success(t('stockEdit.saved', { stock: body.stock }));
        form.reset();
      },
      onError: (error) => {
        if (!applyFieldErrors(error)) reportActionError(error, t('errors.generic'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Controller
          control={form.control}
          name="stock"
          render={({ field: quantity }) => (
            <TextInput
              label={t('stockEdit.newQuantity')}
              placeholder={String(item.stock)}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              name={quantity.name}
              ref={quantity.ref}
              value={quantity.value}
              onChange={(e) => quantity.onChange(digitsOnly(e.currentTarget.value))}
              onBlur={quantity.onBlur}
              {...errorOf('stock')}
              disabled={edit.isPending}
            />
          )}
        />
        <TextInput
          label={t('stockEdit.note')}
          placeholder={t('stockEdit.notePlaceholder')}
          maxLength={NOTE_MAX}
          {...field('note')}
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
