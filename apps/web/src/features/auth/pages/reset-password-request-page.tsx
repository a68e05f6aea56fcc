import { emailBodySchema } from '@booster/contracts';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../api/mailed-links.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResultState } from '../components/result-state.tsx';
import { fieldError, useApiForm } from '../hooks/use-api-form.ts';

/** /reset-password/request: mails a reset link. */
export function Component() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, setFormError, applyError } = useApiForm(emailBodySchema, { email: '' });

  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(email, { onSuccess: () => setSentTo(email), onError: applyError });
  });

  if (sentTo) {
    return (
      <ResultState
        tone="mail"
        title={t('resetRequest.sentTitle')}
        text={t('resetRequest.sentText', { email: sentTo })}
      >
        <Anchor component={Link} to="/login" fw={600}>
          {t('register.toLogin')}
        </Anchor>
      </ResultState>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-request-title">
      <AuthHeading
        id="reset-request-title"
        title={t('resetRequest.title')}
        subtitle={t('resetRequest.subtitle')}
      />
      <Stack gap="md">
        <FormError message={formError} />
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
        <Button type="submit" size="md" loading={request.isPending} fullWidth>
          {t('resetRequest.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('resetRequest.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
