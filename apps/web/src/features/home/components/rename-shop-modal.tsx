import { renameShopBodySchema, type Shop } from '@booster/contracts';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormButtons } from '../../../ui/form-buttons.tsx';

export type RenameShopModalProps = {
  shop: Shop | null;
  onClose: () => void;
  onSave: (shop: Shop, name: string) => Promise<void>;
};

const renameSchema = renameShopBodySchema.pick({ shopname: true });

/** Rename a shop: one required field; the server's message shows under it when the save fails. */
export function RenameShopModal({ shop, onClose, onSave }: RenameShopModalProps) {
  const { t } = useTranslation('home');
  const { form, field, handleSubmit } = useContractForm(renameSchema, { shopname: '' }, { mode: 'onSubmit' });

  useEffect(() => {
    form.reset({ shopname: shop?.shopname ?? '' });
  }, [shop, form]);

  const submit = handleSubmit(async ({ shopname }) => {
    if (!shop) return;
    try {
      await onSave(shop, shopname);
    } catch (error) {
      form.setError('shopname', { type: 'server', message: describeError(error) });
    }
  });

  return (
    <Modal opened={shop !== null} onClose={onClose} title={t('integration.renameTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('integration.renameField')}
            {...field('shopname')}
            maxLength={120}
            data-autofocus
            withAsterisk
          />
          <FormButtons
            cancelLabel={t('integration.renameCancel')}
            onCancel={onClose}
            submitLabel={t('integration.renameSave')}
            submitColor="#313b50"
            submitting={form.formState.isSubmitting}
            gap="md"
          />
        </Stack>
      </form>
    </Modal>
  );
}
