import { memberReasonSchema } from '@booster/contracts';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';

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
  const { field, handleSubmit, formError, applyError, form } = useContractForm(memberReasonSchema, {
    reason: '',
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={handleSubmit(async ({ reason }) => {
          try {
            await onSubmit(reason);
            close();
          } catch (error) {
            applyError(error);
          }
        })}
      >
        <Stack gap="sm">
          {description && <Text size="sm">{description}</Text>}
          <Textarea label={t('actions.reason')} autosize minRows={2} required {...field('reason')} />
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <FormButtons
            cancelLabel={t('actions.cancel')}
            onCancel={close}
            submitLabel={confirmLabel}
            submitColor={color}
            submitting={form.formState.isSubmitting}
            gap="md"
          />
        </Stack>
      </form>
    </Modal>
  );
}
