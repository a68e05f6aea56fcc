import { memberReasonSchema } from '@booster/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { ActionFormModal } from '../../../ui/action-form-modal.tsx';
import { ReasonField } from './reason-field.tsx';

type Props = {
  opened: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  color?: string;
  onClose: () => void;
  /** Runs the action with the typed reason; an error shows in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Asks for the reason an admin action is taken (it goes to the audit log), then runs the action. */
export function ReasonModal({ opened, title, description, confirmLabel, color, onClose, onSubmit }: Props) {
  const { t } = useTranslation('adminMembers');
  const { field, submitAction, formError, form } = useContractForm(memberReasonSchema, { reason: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <ActionFormModal
      opened={opened}
      title={title}
      onClose={close}
      onSubmit={submitAction(({ reason }) => onSubmit(reason), close)}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('actions.cancel')}
      submitLabel={confirmLabel}
      submitColor={color}
      formError={formError}
      errorAs="text"
      buttonsGap="md"
    >
      {description && <Text size="sm">{description}</Text>}
      <ReasonField label={t('actions.reason')} {...field('reason')} />
    </ActionFormModal>
  );
}
