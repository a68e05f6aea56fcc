import { registerBodySchema } from '@booster/contracts';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { storedReferral } from '../../../lib/referral-visit.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useRegisterMember } from '../api/register-member.ts';
import { AuthForm, EmailField, FormSwitch, PasswordField } from '../components/auth-form.tsx';
import { MailSentState } from '../components/result-state.tsx';

/** /register: name, email, password, optional referral; success asks to check the mailbox. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const register = useRegisterMember();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, handleSubmit, formError, applyError } = useContractForm(registerBodySchema, {
    name: '',
    email: '',
    password: '',
    referral: params.get('referral') ?? params.get('ref') ?? storedReferral() ?? '',
  });

  const onSubmit = handleSubmit((values) => {
    const body = { ...values, referral: values.referral ? values.referral : undefined };
    register.mutate(body, { onSuccess: () => setSentTo(values.email), onError: applyError });
  });

  if (sentTo) {
    return (
      <MailSentState title={t('register.successTitle')} text={t('register.successText', { email: sentTo })}>
        <Text size="sm" c="dimmed">
          {t('register.successHint')}
        </Text>
      </MailSentState>
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      heading={{ id: 'register-title', title: t('register.title'), subtitle: t('register.subtitle') }}
      formError={formError}
      submitLabel={t('register.submit')}
      pending={register.isPending}
      footer={
        <FormSwitch question={t('register.haveAccount')} linkText={t('register.loginLink')} to="/login" />
      }
    >
      <TextInput
        label={t('fields.name')}
        autoComplete="name"
        required
        withAsterisk={false}
        {...field('name')}
      />
      <EmailField {...field('email')} />
      <PasswordField
        label={t('fields.password')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        {...field('password')}
      />
      <TextInput label={t('fields.referral')} autoComplete="off" {...field('referral')} />
    </AuthForm>
  );
}
