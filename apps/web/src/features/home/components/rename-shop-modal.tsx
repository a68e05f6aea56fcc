import { renameShopBodySchema, type Shop } from '@booster/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';

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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('integration.renameCancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} color="#313b50">
              {t('integration.renameSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
