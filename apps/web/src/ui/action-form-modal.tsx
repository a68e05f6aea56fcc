import { Alert, type MantineColor, type MantineSpacing, Modal, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormButtons } from './form-buttons.tsx';

export type ActionFormModalProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Usually `useContractForm`'s `submitAction(…)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  cancelLabel: string;
  submitLabel: string;
  submitColor?: MantineColor;
  /** A failure that belongs to no field, under the fields. */
  formError: string | null;
  /** The failure as a red alert box, or as a line of red text. */
  errorAs?: 'alert' | 'text';
  buttonsGap?: MantineSpacing;
  children: ReactNode;
};

/**
 * A small dialog that asks what one action needs (a reason, a package) and runs it: the fields, a
 * form-wide error, then Cancel and the action's button. `FormModal` is the create-or-edit dialog.
 */
export function ActionFormModal({ formError, errorAs = 'alert', children, ...props }: ActionFormModalProps) {
  const error =
    errorAs === 'alert' ? (
      <Alert color="red">{formError}</Alert>
    ) : (
      <Text c="red" size="sm" role="alert">
        {formError}
      </Text>
    );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {formError && error}
          <FormButtons
            cancelLabel={props.cancelLabel}
            onCancel={props.onClose}
            submitLabel={props.submitLabel}
            submitColor={props.submitColor}
            submitting={props.submitting}
            gap={props.buttonsGap}
          />
        </Stack>
      </form>
    </Modal>
  );
}
