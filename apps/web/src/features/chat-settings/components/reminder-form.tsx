import { type ReminderSettings, reminderSettingsBodySchema } from '@booster/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify } from '../../../ui/index.ts';
import { useSaveReminders } from '../api/reminders.ts';
import { errorsBelow } from '../lib/form-errors.ts';
import { ReminderPolicyFields } from './reminder-policy-fields.tsx';

/** The three reminder policies of one chat shop, saved together. */
export function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation('chatSettings');
  const save = useSaveReminders(settings.shopId);
  const { form, handleSubmit, applyFieldErrors } = useContractForm(
    reminderSettingsBodySchema,
    { policies: settings.policies },
    { mode: 'onSubmit' },
  );
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify.success(t('reminders.saved')),
      onError: (error) => {
        if (!applyFieldErrors(error)) reportActionError(error, t('errors.generic'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {settings.policies.map((policy, index) => (
          <Controller
            key={policy.kind}
            control={form.control}
            name={`policies.${index}`}
            render={({ field }) => (
              <ReminderPolicyFields
                value={field.value}
                onChange={field.onChange}
                errors={errorsBelow(form.formState.errors, `policies.${index}`)}
              />
            )}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
