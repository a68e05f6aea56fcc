import { type Coupon, type CouponInput, couponInputSchema } from '@booster/contracts';
import { BILLING_DURATIONS, jakartaIsoDate, PAID_PACKAGE_NAMES } from '@booster/domain';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '../../../i18n/keys.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';
import { CheckboxGroupField } from '../../../ui/checkbox-group-field.tsx';
import { DayInput } from '../../../ui/day-input.tsx';
import { FormModal } from '../../../ui/form-modal.tsx';

import { SwitchField } from '../../../ui/switch-field.tsx';
import { useSaveCoupon } from '../api/coupon-queries.ts';

const DAY = 86_400_000;

function defaults(coupon: Coupon | null): CouponInput {
  if (coupon) {
    const { code, kind, value, packages, months, validFrom, validUntil, maxUses, maxUsesPerMember, active } =
      coupon;
    return { code, kind, value, packages, months, validFrom, validUntil, maxUses, maxUsesPerMember, active };
  }
  return {
    code: '',
    kind: 'percent',
    value: 10,
    packages: [...PAID_PACKAGE_NAMES],
    months: [...BILLING_DURATIONS],
    validFrom: jakartaIsoDate(new Date()),
    validUntil: jakartaIsoDate(new Date(Date.now() + 30 * DAY)),
    maxUses: null,
    maxUsesPerMember: 1,
    active: true,
  };
}

/** Create or edit a coupon; the contract's schema checks it here as the server does. */
export function CouponFormModal({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const { t: tb } = useTranslation('billing');
  const save = useSaveCoupon(coupon?._id ?? null);
  const { form, field, errorOf, saveAndClose } = useContractForm(couponInputSchema, defaults(coupon), {
    mode: 'onSubmit',
  });
  const kind = form.watch('kind');

  const limit = (name: 'maxUses' | 'maxUsesPerMember') => (
    <BoundNumberInput
      control={form.control}
      name={name}
      emptyValue={null}
      allowDecimal={false}
      label={t(`form.${name}`)}
      placeholder={t('form.unlimited')}
      min={1}
      allowNegative={false}
    />
  );

  const day = (name: 'validFrom' | 'validUntil') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <DayInput
          label={t(`form.${name}`)}
          withAsterisk
          value={f.value}
          onChange={f.onChange}
          {...errorOf(name)}
        />
      )}
    />
  );

  return (
    <FormModal
      title={coupon ? t('form.editTitle') : t('form.createTitle')}
      {...saveAndClose(save.mutateAsync, { success: t('saved'), failure: t('saveFailed') }, onClose)}
    >
      <TextInput
        label={t('form.code')}
        description={t('form.codeHint')}
        withAsterisk
        data-autofocus
        autoComplete="off"
        styles={{ input: { textTransform: 'uppercase' } }}
        {...field('code')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field: f }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('form.kind')}
              </Text>
              <SegmentedControl
                fullWidth
                value={f.value}
                onChange={f.onChange}
                data={[
                  { value: 'percent', label: t('kind.percent') },
                  { value: 'amount', label: t('kind.amount') },
                ]}
              />
            </Stack>
          )}
        />
        <BoundNumberInput
          control={form.control}
          name="value"
          emptyValue={Number.NaN}
          allowDecimal={false}
          label={kind === 'percent' ? t('form.percent') : t('form.amount')}
          withAsterisk
          min={1}
          max={kind === 'percent' ? 100 : undefined}
          allowNegative={false}
          thousandSeparator={kind === 'amount' ? '.' : undefined}
          decimalSeparator=","
          prefix={kind === 'amount' ? 'Rp ' : undefined}
          suffix={kind === 'percent' ? ' %' : undefined}
        />
      </SimpleGrid>
      <CheckboxGroupField
        control={form.control}
        name="packages"
        label={t('form.packages')}
        withAsterisk
        options={PAID_PACKAGE_NAMES}
        optionLabel={(p) => tb(runtimeKey<'billing'>(`packages.${p}`))}
        inline
      />
      <CheckboxGroupField
        control={form.control}
        name="months"
        label={t('form.months')}
        withAsterisk
        options={BILLING_DURATIONS}
        optionLabel={(m) => tb('months', { count: m })}
        inline
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {day('validFrom')}
        {day('validUntil')}
        {limit('maxUses')}
        {limit('maxUsesPerMember')}
      </SimpleGrid>
      <SwitchField control={form.control} name="active" label={t('form.active')} />
    </FormModal>
  );
}
