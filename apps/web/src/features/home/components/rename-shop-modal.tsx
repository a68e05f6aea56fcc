import type { Shop } from '@booster/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-message.ts';

export type RenameShopModalProps = {
  shop: Shop | null;
  onClose: () => void;
  onSave: (shop: Shop, name: string) => Promise<void>;
};

/** Rename a shop: one required field; the server's message shows under it when the save fails. */
export function RenameShopModal({ shop, onClose, onSave }: RenameShopModalProps) {
  const { t } = useTranslation('home');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    setName(shop?.shopname ?? '');
    setError(null);
  }, [shop]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shop) return;
    const value = name.trim();
    if (!value) {
      setError(t('integration.renameRequired'));
      return;
    }
    setSaving(true);
    try {
      await onSave(shop, value);
    } catch (e) {
      setError(describeError(e) || t('integration.renameFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={shop !== null} onClose={onClose} title={t('integration.renameTitle')} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('integration.renameField')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            maxLength={120}
            data-autofocus
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('integration.renameCancel')}
            </Button>
            <Button type="submit" loading={isSaving} color="#313b50">
              {t('integration.renameSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
