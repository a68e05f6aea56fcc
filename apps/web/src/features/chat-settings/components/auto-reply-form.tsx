import { type AutoReplySettings, autoReplySettingsBodySchema } from '@booster/contracts';
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { notify } from '../../../ui/index.ts';
import { useSaveAutoReply } from '../api/auto-reply.ts';
import { errorsBelow } from '../lib/form-errors.ts';
import { KeywordRulesFields } from './keyword-rules-fields.tsx';
import { TemplateTextField } from './template-text-field.tsx';
import { WorkingHoursFields } from './working-hours-fields.tsx';

export type AutoReplyFormProps = { settings: AutoReplySettings };

/** Greeting, away message with working hours, and keyword rules of one chat shop, saved together. */
export function AutoReplyForm({ settings }: AutoReplyFormProps) {
  const { t } = useTranslation('chatSettings');
  const save = useSaveAutoReply(settings.shopId);
  const { form, handleSubmit, applyFieldErrors } = useContractForm(
    autoReplySettingsBodySchema,
    { greeting: settings.greeting, away: settings.away, rules: settings.rules },
    { mode: 'onSubmit' },
  );
  const errors = form.formState.errors;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notify.success(t('autoReply.saved')),
      onError: (error) => {
        if (!applyFieldErrors(error)) reportActionError(error, t('errors.generic'));
      },
    }),
  );

  /** The on/off switch and the message text of the greeting or the away message. */
  // A render helper, not a component: a component declared here would remount (and drop focus) on every render.
  const messageFields = (kind: 'greeting' | 'away') => (
    <>
      <Controller
        control={form.control}
        name={`${kind}.enabled`}
        render={({ field }) => (
          <Switch
            label={t(`autoReply.${kind}.enabled`)}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
      <Controller
        control={form.control}
        name={`${kind}.text`}
        render={({ field, fieldState }) => (
          <TemplateTextField
            label={t('autoReply.message')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            withOrderVariables={false}
            minRows={2}
          />
        )}
      />
    </>
  );

  const section = (title: string, hint: string, children: React.ReactNode) => (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      {children}
    </Card>
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {section(
          t('autoReply.greeting.title'),
          t('autoReply.greeting.hint'),
          <Stack gap="sm">{messageFields('greeting')}</Stack>,
        )}
        {section(
          t('autoReply.away.title'),
          t('autoReply.away.hint'),
          <Stack gap="sm">
            {messageFields('away')}
            <Controller
              control={form.control}
              name="away.hours"
              render={({ field }) => (
                <WorkingHoursFields
                  value={field.value}
                  onChange={field.onChange}
                  errors={errorsBelow(errors, 'away.hours')}
                />
              )}
            />
          </Stack>,
        )}
        {section(
          t('autoReply.rules.title'),
          t('autoReply.rules.hint'),
          <Controller
            control={form.control}
            name="rules"
            render={({ field }) => (
              <KeywordRulesFields
                value={field.value}
                onChange={field.onChange}
                errors={errorsBelow(errors, 'rules')}
              />
            )}
          />,
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('autoReply.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
