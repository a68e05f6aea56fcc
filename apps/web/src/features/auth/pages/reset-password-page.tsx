import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResetPassword } from '../api/mailed-links.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { ResultState } from '../components/result-state.tsx';
import { isInvalidLink, useLinkToken } from '../hooks/use-link-token.ts';

/** /reset-password?token=: sets a new password from the mailed link. */
export function Component() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const reset = useResetPassword();
  const linkInvalid = isInvalidLink(reset.error);

  if (!token || linkInvalid) {
    return (
      <ResultState tone="error" title={t('resetPassword.invalidTitle')} text={t('resetPassword.invalidText')}>
        <Button component={Link} to="/reset-password/request" variant="light">
          {t('resetPassword.requestNew')}
        </Button>
      </ResultState>
    );
  }
  if (reset.isSuccess) {
    return (
      <ResultState
        tone="success"
        title={t('resetPassword.successTitle')}
        text={t('resetPassword.successText')}
      >
        <Button component={Link} to="/login">
          {t('register.toLogin')}
        </Button>
      </ResultState>
    );
  }
  return (
    <>
      <AuthHeading title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} />
      <NewPasswordForm
        submitLabel={t('resetPassword.submit')}
        pending={reset.isPending}
        onSubmit={(password, handlers) => reset.mutate({ token, password }, handlers)}
      />
    </>
  );
}
