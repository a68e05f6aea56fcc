import { type AffiliateSummary, type PayoutRequestBody, payoutRequestBodySchema } from '@booster/contracts';
import { affiliateRoutes } from '@booster/contracts/routes';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify } from '../../../ui/index.ts';
import { affiliateKeys } from '../api/affiliate-queries.ts';

/** Asks for a payout of available commission to a bank account; the server checks minimum and balance. */
export function PayoutRequestForm({ summary }: { summary: AffiliateSummary }) {
  const { t } = useTranslation('affiliates');
  const queryClient = useQueryClient();
  const { form, field, errorOf, handleSubmit, formError, applyError } = useContractForm(
    payoutRequestBodySchema,
    { amount: summary.available, bankName: '', accountNumber: '', accountHolder: '' },
  );
  const request = useMutation({
    mutationFn: (body: PayoutRequestBody) => callApi(affiliateRoutes.requestPayout, { body }),
    onSuccess: async () => {
      notify.success(t('payout.requested'));
      await queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
      form.reset({ ...form.getValues(), amount: 0 });
    },
    onError: applyError,
  });
  const tooLittle = summary.available < summary.minPayout;
  return (
    <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))}>
      <Stack gap="sm">
        {tooLittle && <Alert color="gray">{t('payout.notEnough')}</Alert>}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('payout.amount')}
            type="number"
            inputMode="numeric"
            min={0}
            {...form.register('amount', { valueAsNumber: true })}
            {...errorOf('amount')}
          />
          <TextInput label={t('payout.bankName')} {...field('bankName')} />
          <TextInput label={t('payout.accountNumber')} inputMode="numeric" {...field('accountNumber')} />
          <TextInput label={t('payout.accountHolder')} {...field('accountHolder')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={request.isPending} disabled={tooLittle}>
            {t('payout.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
