import { type AdminPayout, payoutRejectBodySchema } from '@booster/contracts';
import { adminAffiliateRoutes } from '@booster/contracts/routes';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';

/** Rejects a payout request with the reason the member will read. */
export function RejectPayoutModal({
  payout,
  onClose,
  onDone,
}: {
  payout: AdminPayout;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('affiliates');
  const { field, handleSubmit, formError, applyError, form } = useContractForm(payoutRejectBodySchema, {
    reason: '',
  });
  const submit = handleSubmit(async (body) => {
    try {
      await callApi(adminAffiliateRoutes.rejectPayout, { params: { id: payout._id }, body });
      onDone();
    } catch (error) {
      applyError(error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.rejectTitle')} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Textarea
            label={t('admin.rejectReason')}
            autosize
            minRows={2}
            data-autofocus
            {...field('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              {t('admin.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
