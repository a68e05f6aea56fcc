import { passwordSchema, resetPasswordBodySchema } from '@booster/contracts';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { AuthForm, PasswordField } from './auth-form.tsx';

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
  const { field, handleSubmit, formError, applyError } = useContractForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const submit = handleSubmit(({ password }) => {
    onSubmit(password, { onError: applyError });
  });
  return (
    <AuthForm onSubmit={submit} formError={formError} submitLabel={submitLabel} pending={pending}>
      <PasswordField
        label={t('fields.newPassword')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </AuthForm>
  );
}
