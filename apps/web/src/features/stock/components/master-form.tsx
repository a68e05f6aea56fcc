import type { MasterProduct } from '@booster/contracts';
import { Alert, Button, Card, Group, NumberInput, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { runtimeKey } from '../../../i18n/keys.ts';
import { fieldErrorsOf, reportActionError } from '../../../lib/api-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../ui/index.ts';
import { useSaveMaster } from '../api/master-mutations.ts';
import {
  emptyMasterForm,
  formFromMaster,
  MAX_IMAGES,
  type MasterFormValues,
  masterFormIssues,
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
  const [values, setValues] = useState<MasterFormValues>(() =>
    master ? formFromMaster(master) : emptyMasterForm(),
  );
  /** Translated messages keyed by field path; server messages arrive translated already. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (patch: Partial<MasterFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setTiers = (tiers: Tier[]) =>
    setValues((current) => ({ ...current, tiers, skus: skuRowsFromTiers(tiers, current.skus) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const issues = masterFormIssues(values);
    setErrors(
      Object.fromEntries(Object.entries(issues).map(([path, key]) => [path, t(runtimeKey<'stock'>(key))])),
    );
    if (Object.keys(issues).length > 0) return;
    save.mutate(toMasterBody(values), {
      onSuccess: (saved) => {
        notify.success(master ? t('form.updated') : t('form.created'));
        navigate(master ? MASTER_LIST_PATH : paths.product.masterEdit(saved._id));
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length === 0) return reportActionError(error, t('errors.generic'));
        setErrors(fields);
        const shown =
          /^(name|description|weightGrams|images|tiers\.\d+\.(name|options)|skus\.\d+\.(sku|name|price|stock))$/;
        const other = Object.entries(fields).filter(([path]) => !shown.test(path));
        if (other.length > 0) setFormError(other.map(([, message]) => message).join(', '));
      },
    });
  };

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
              value={values.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
              disabled={isSaving}
            />
            <Textarea
              label={t('form.description')}
              autosize
              minRows={3}
              value={values.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
              error={errors.description}
              disabled={isSaving}
            />
            <NumberInput
              label={t('form.weight')}
              rightSection={t('form.grams')}
              rightSectionWidth={48}
              allowNegative={false}
              allowDecimal={false}
              value={values.weightGrams}
              onChange={(value) => set({ weightGrams: typeof value === 'number' ? value : 0 })}
              error={errors.weightGrams}
              disabled={isSaving}
              maw={240}
            />
            <div>
              <Title order={3} size="h5" mb="xs">
                {t('form.images')}
              </Title>
              <ImageListInput
                images={values.images}
                onChange={(images) => set({ images })}
                max={MAX_IMAGES}
                disabled={isSaving}
              />
            </div>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('form.variants')}
            </Title>
            <TierEditor tiers={values.tiers} onChange={setTiers} errors={errors} disabled={isSaving} />
            <SkuTable
              rows={values.skus}
              onChange={(skus) => set({ skus })}
              isStockEditable={master === null}
              errors={errors}
              disabled={isSaving}
            />
          </Stack>
        </Card>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={MASTER_LIST_PATH} variant="default">
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
