import { Alert, type MantineSize, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from './form-buttons.tsx';

export type FormModalProps = {
  title: string;
  onClose: () => void;
  /** Usually `useContractForm`'s `submitSave(…)` or `handleSubmit(…)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** "Batal" unless told otherwise. */
  cancelLabel?: string;
  /** "Simpan" unless told otherwise. */
  submitLabel?: string;
  /** A failure that belongs to no field, shown above the fields. */
  formError?: string | null;
  size?: MantineSize;
  fullScreen?: boolean;
  /** Shown beside the form from md up (a live preview), below it on narrower screens. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A create-or-edit dialog: the fields of one form with Cancel and Save under them. A feature passes
 * its texts and fields; the form state stays the feature's (`useContractForm`).
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  submitting,
  cancelLabel,
  submitLabel,
  formError,
  size = 'lg',
  fullScreen,
  aside,
  children,
}: FormModalProps) {
  const { t } = useTranslation('common');
  const form = (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && <Alert color="red">{formError}</Alert>}
        {children}
        <FormButtons
          cancelLabel={cancelLabel ?? t('form.cancel')}
          onCancel={onClose}
          submitLabel={submitLabel ?? t('form.save')}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered fullScreen={fullScreen}>
      {aside ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {form}
          {aside}
        </SimpleGrid>
      ) : (
        form
      )}
    </Modal>
  );
}
