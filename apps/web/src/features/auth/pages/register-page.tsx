import { registerBodySchema } from '@booster/contracts';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRegisterMember } from '../api/register-member.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResultState } from '../components/result-state.tsx';
import { fieldError, useApiForm } from '../hooks/use-api-form.ts';

/** /register: name, email, password, optional referral; success asks to check the mailbox. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const register = useRegisterMember();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, setFormError, applyError } = useApiForm(registerBodySchema, {
    name: '',
    email: '',
    password: '',
    referral: params.get('referral') ?? params.get('ref') ?? '',
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const body = { ...values, referral: values.referral ? values.referral : undefined };
    register.mutate(body, { onSuccess: () => setSentTo(values.email), onError: applyError });
  });

  if (sentTo) {
    return (
      <ResultState
        tone="mail"
        title={t('register.successTitle')}
        text={t('register.successText', { email: sentTo })}
      >
        <Text size="sm" c="dimmed">
          {t('register.successHint')}
        </Text>
        <Anchor component={Link} to="/login" fw={600}>
          {t('register.toLogin')}
        </Anchor>
      </ResultState>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <AuthHeading id="register-title" title={t('register.title')} subtitle={t('register.subtitle')} />
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          required
          withAsterisk={false}
          {...form.register('name')}
          {...fieldError(form, 'name')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          required
          withAsterisk={false}
          {...form.register('email')}
          {...fieldError(form, 'email')}
        />
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.register('password')}
          {...fieldError(form, 'password')}
        />
        <TextInput
          label={t('fields.referral')}
          autoComplete="off"
          {...form.register('referral')}
          {...fieldError(form, 'referral')}
        />
        <Button type="submit" size="md" loading={register.isPending} fullWidth>
          {t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('register.loginLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
