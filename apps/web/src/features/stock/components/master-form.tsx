import type { MasterProduct } from '@booster/contracts';
import { Alert, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, type Path, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { notify } from '../../../ui/index.ts';
import { useSaveMaster } from '../api/master-mutations.ts';
import {
  emptyMasterForm,
  formFromMaster,
  MAX_IMAGES,
  type MasterFormValues,
  masterFormSchema,
  toMasterBody,
} from '../lib/master-form-values.ts';
import { skuRowsFromTiers, type Tier } from '../lib/variant-table.ts';
import { ImageListInput } from './image-list-input.tsx';
import { SkuTable } from './sku-table.tsx';
import { TierEditor } from './tier-editor.tsx';

export const MASTER_LIST_PATH = paths.product.master();

export type MasterFormProps = { master: MasterProduct | null };

/** Name, description, images, weight, variation tiers and the SKU table of a master product. */
export function MasterForm({ master }: MasterFormProps) {
  const { t } = useTranslation('stock');
  const navigate = useNavigate();
  const save = useSaveMaster(master?._id ?? null);
  const { form, field, errorOf, handleSubmit, formError, applyError } = useContractForm(
    masterFormSchema,
    master ? formFromMaster(master) : emptyMasterForm(),
  );
  const skuRows = useFieldArray({ control: form.control, name: 'skus' });
  const tiers = form.watch('tiers');
  const messageOf = (path: string) => errorOf(path as Path<MasterFormValues>);

  const setTiers = (next: Tier[]) => {
    form.setValue('tiers', next, { shouldValidate: form.formState.isSubmitted });
    skuRows.replace(skuRowsFromTiers(next, form.getValues('skus')));
  };

  const submit = handleSubmit((values) =>
    save.mutate(toMasterBody(values), {
      onSuccess: (saved) => {
        notify.success(master ? t('form.updated') : t('form.created'));
        navigate(master ? MASTER_LIST_PATH : paths.product.masterEdit(saved._id));
      },
      onError: (error) =>
        Object.keys(fieldErrorsOf(error)).length === 0
          ? reportActionError(error, t('errors.generic'))
          : applyError(error),
    }),
  );

  const isSaving = save.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <TextInput
              label={t('form.name')}
              placeholder={t('form.namePlaceholder')}
              withAsterisk
              {...field('name')}
              disabled={isSaving}
            />
            <Textarea
              label={t('form.description')}
              autosize
              minRows={3}
              {...field('description')}
              disabled={isSaving}
            />
            <BoundNumberInput
              control={form.control}
              name="weightGrams"
              label={t('form.weight')}
              rightSection={t('form.grams')}
              rightSectionWidth={48}
              allowNegative={false}
              allowDecimal={false}
              disabled={isSaving}
              maw={240}
            />
            <div>
              <Title order={3} size="h5" mb="xs">
                {t('form.images')}
              </Title>
              <Controller
                control={form.control}
                name="images"
                render={({ field: images }) => (
                  <ImageListInput
                    images={images.value}
                    onChange={images.onChange}
                    max={MAX_IMAGES}
                    disabled={isSaving}
                  />
                )}
              />
            </div>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('form.variants')}
            </Title>
            <TierEditor tiers={tiers} onChange={setTiers} errorOf={messageOf} disabled={isSaving} />
            <SkuTable
              form={form}
              rows={skuRows.fields}
              isStockEditable={master === null}
              errorOf={messageOf}
              disabled={isSaving}
            />
          </Stack>
        </Card>
        <FormButtons
          cancelLabel={t('cancel')}
          cancelTo={MASTER_LIST_PATH}
          submitLabel={t('form.save')}
          submitting={isSaving}
        />
      </Stack>
    </form>
  );
}
