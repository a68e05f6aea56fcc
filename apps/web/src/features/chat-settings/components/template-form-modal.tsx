import { type ChatTemplate, chatTemplateBodySchema } from '@booster/contracts';
import { CHAT_MARKETPLACES, marketplaceLabel } from '@booster/domain';
import { Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormModal } from '../../../ui/form-modal.tsx';
import { useSaveTemplate } from '../api/templates.ts';
import { TemplateTextField } from './template-text-field.tsx';

const ALL = 'all';

export type TemplateFormModalProps = {
  /** The template to edit; null to create one. */
  template: ChatTemplate | null;
  onClose: () => void;
};

/** Create or edit one template: shortcut, marketplace (or all) and the text with variables. */
export function TemplateFormModal({ template, onClose }: TemplateFormModalProps) {
  const { t } = useTranslation('chatSettings');
  const save = useSaveTemplate(template?._id ?? null);
  const { form, field, errorOf, saveAndClose } = useContractForm(
    chatTemplateBodySchema,
    {
      shortcut: template?.shortcut ?? '',
      text: template?.text ?? '',
      marketplace: template?.marketplace ?? null,
    },
    { mode: 'onSubmit' },
  );

  return (
    <FormModal
      title={template ? t('templates.form.editTitle') : t('templates.form.createTitle')}
      {...saveAndClose(
        save.mutateAsync,
        { success: t('templates.saved'), failure: t('errors.generic') },
        onClose,
      )}
    >
      <TextInput
        label={t('templates.form.shortcut')}
        description={t('templates.form.shortcutHint')}
        leftSection="/"
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...field('shortcut')}
      />
      <Controller
        control={form.control}
        name="marketplace"
        render={({ field: f }) => (
          <Select
            label={t('marketplace.label')}
            data={[
              { value: ALL, label: t('marketplace.all') },
              ...CHAT_MARKETPLACES.map((m) => ({ value: m, label: marketplaceLabel(m) })),
            ]}
            value={f.value ?? ALL}
            onChange={(value) => f.onChange(!value || value === ALL ? null : value)}
            allowDeselect={false}
            {...errorOf('marketplace')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="text"
        render={({ field: f, fieldState }) => (
          <TemplateTextField
            label={t('templates.form.text')}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            error={fieldState.error?.message}
            required
            minRows={4}
          />
        )}
      />
    </FormModal>
  );
}
