import { adminReasonSchema } from '@booster/contracts';
import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';
import { CONFIRM_COLOR } from '../../../ui/index.ts';

/** A confirmation that needs a reason (reject a transfer, mark a refund); the reason goes to the member and the audit log. */
export function ReasonModal(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('billingTransfer');
  const { form, field, handleSubmit, formError, applyError } = useContractForm(adminReasonSchema, {
    reason: '',
  });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await props.onConfirm(reason);
      form.reset();
    } catch (error) {
      applyError(error);
    }
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{props.message}</Text>
          <Textarea
            label={t('admin.reason')}
            placeholder={t('admin.reasonPlaceholder')}
            autosize
            minRows={3}
            required
            data-autofocus
            {...field('reason')}
          />
          {formError && <Alert color="red">{formError}</Alert>}
          <FormButtons
            cancelLabel={t('admin.cancel')}
            onCancel={props.onClose}
            submitLabel={props.confirmLabel}
            submitColor={CONFIRM_COLOR}
            submitting={form.formState.isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
