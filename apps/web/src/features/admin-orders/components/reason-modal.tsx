import { adminReasonSchema } from '@booster/contracts';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { ActionFormModal } from '../../../ui/action-form-modal.tsx';
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
  const { form, field, submitAction, formError } = useContractForm(adminReasonSchema, { reason: '' });
  return (
    <ActionFormModal
      opened={props.opened}
      title={props.title}
      onClose={props.onClose}
      onSubmit={submitAction(
        ({ reason }) => props.onConfirm(reason),
        () => form.reset(),
      )}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('admin.cancel')}
      submitLabel={props.confirmLabel}
      submitColor={CONFIRM_COLOR}
      formError={formError}
    >
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
    </ActionFormModal>
  );
}
