import { emailBodySchema } from '@booster/contracts';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useRequestPasswordReset } from '../api/mailed-links.ts';
import { AuthForm, EmailField } from '../components/auth-form.tsx';
import { MailSentState } from '../components/result-state.tsx';

/** /reset-password/request: mails a reset link. */
export function Component() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field, handleSubmit, formError, applyError } = useContractForm(emailBodySchema, { email: '' });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(email, { onSuccess: () => setSentTo(email), onError: applyError });
  });

  if (sentTo) {
    return (
      <MailSentState
        title={t('resetRequest.sentTitle')}
        text={t('resetRequest.sentText', { email: sentTo })}
      />
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      heading={{
        id: 'reset-request-title',
        title: t('resetRequest.title'),
        subtitle: t('resetRequest.subtitle'),
      }}
      formError={formError}
      submitLabel={t('resetRequest.submit')}
      pending={request.isPending}
      footer={
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('resetRequest.back')}
        </Anchor>
      }
    >
      <EmailField {...field('email')} />
    </AuthForm>
  );
}
