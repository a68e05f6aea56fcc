import { couponApplySchema } from '@booster/contracts';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';

type Props = {
  /** The code the quote was priced with; null while none is applied. */
  applied: string | null;
  /** Asks the server to price the code: resolves when it applies, throws its 400 otherwise. */
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
  /** A refusal that came later (the invoice's own check): shown under the field. */
  refusal: unknown;
};

/** The coupon box of the confirmation page: the server checks the code and prices it. */
export function CouponField({ applied, onApply, onRemove, refusal }: Props) {
  const { t } = useTranslation('billing');
  const { form, field, handleSubmit, applyError } = useContractForm(couponApplySchema, { couponCode: '' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal is put under the field
  useEffect(() => {
    if (refusal) applyError(refusal);
  }, [refusal]);

  if (applied) {
    return (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm">{t('confirm.coupon.applied')}</Text>
          <Badge variant="light" color="teal" size="lg">
            {applied}
          </Badge>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            form.reset({ couponCode: '' });
            onRemove();
          }}
        >
          {t('confirm.coupon.remove')}
        </Button>
      </Group>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ couponCode }) => {
        try {
          await onApply(couponCode);
        } catch (error) {
          applyError(error);
        }
      })}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('confirm.coupon.label')}
          placeholder={t('confirm.coupon.placeholder')}
          autoComplete="off"
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { textTransform: 'uppercase' } }}
          {...field('couponCode')}
        />
        <Button type="submit" variant="default" mt={25} loading={form.formState.isSubmitting}>
          {t('confirm.coupon.apply')}
        </Button>
      </Group>
    </form>
  );
}
