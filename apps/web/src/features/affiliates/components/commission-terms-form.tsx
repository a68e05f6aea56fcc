import { type AffiliateTerms, type AffiliateTermsBody, affiliateTermsBodySchema } from '@booster/contracts';
import { adminAffiliateRoutes } from '@booster/contracts/routes';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { translateValidation } from '../../../lib/error-message.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify } from '../../../ui/index.ts';
import { affiliateKeys } from '../api/affiliate-queries.ts';

/** The commission levels (from how many paying referrals, what percent) and the minimum payout. */
export function CommissionTermsForm({ terms }: { terms: AffiliateTerms }) {
  const { t } = useTranslation('affiliates');
  const queryClient = useQueryClient();
  const { form, errorOf, handleSubmit, formError, applyError } = useContractForm(affiliateTermsBodySchema, {
    tiers: terms.tiers,
    minPayout: terms.minPayout,
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const save = useMutation({
    mutationFn: (body: AffiliateTermsBody) => callApi(adminAffiliateRoutes.saveTerms, { body }),
    onSuccess: async () => {
      notify.success(t('admin.saved'));
      await queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
    onError: applyError,
  });
  const number = (name: `tiers.${number}.${'minPayingReferrals' | 'percent'}` | 'minPayout') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    ...form.register(name, { valueAsNumber: true }),
    ...errorOf(name),
  });
  const tiersError = form.formState.errors.tiers?.message ?? form.formState.errors.tiers?.root?.message;

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {tiers.fields.map((tier, i) => (
          <Group key={tier.id} align="flex-end" gap="sm" wrap="nowrap">
            <Text fw={700} w={24} pb={8}>
              {i + 1}
            </Text>
            <TextInput
              label={t('admin.minReferrals')}
              style={{ flex: 1 }}
              {...number(`tiers.${i}.minPayingReferrals`)}
            />
            <TextInput label={t('admin.percent')} style={{ flex: 1 }} {...number(`tiers.${i}.percent`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('admin.removeTier', { number: i + 1 })}
              disabled={tiers.fields.length === 1}
              onClick={() => tiers.remove(i)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {tiersError && (
          <Text c="red" size="sm" role="alert">
            {translateValidation(tiersError)}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            onClick={() => {
              const last = form.getValues('tiers').at(-1);
              tiers.append({
                minPayingReferrals: (last?.minPayingReferrals ?? 0) + 10,
                percent: last?.percent ?? 10,
              });
            }}
          >
            {t('admin.addTier')}
          </Button>
        </Group>
        <TextInput label={t('admin.minPayout')} maw={280} {...number('minPayout')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
