import { passwordSchema, resetPasswordBodySchema } from '@booster/contracts';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError, useApiForm } from '../hooks/use-api-form.ts';
import { FormError } from './form-error.tsx';

const newPasswordSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirmPassword: passwordSchema })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });

export type NewPasswordFormProps = {
  submitLabel: string;
  pending: boolean;
  onSubmit: (password: string, handlers: { onError: (error: unknown) => void }) => void;
};

/** New password twice (reset and invitation). */
export function NewPasswordForm({ submitLabel, pending, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { form, formError, setFormError, applyError } = useApiForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const submit = form.handleSubmit(({ password }) => {
    setFormError(null);
    onSubmit(password, { onError: applyError });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.register('password')}
          {...fieldError(form, 'password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.register('confirmPassword')}
          {...fieldError(form, 'confirmPassword')}
        />
        <Button type="submit" size="md" loading={pending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
