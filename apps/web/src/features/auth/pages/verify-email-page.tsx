import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerifyEmail } from '../api/mailed-links.ts';
import { ResultState } from '../components/result-state.tsx';
import { useLinkToken } from '../hooks/use-link-token.ts';
import { useRunOnce } from '../hooks/use-run-once.ts';

/** /verify-email?token=: confirms the address from the mailed link. */
export function Component() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const { isLoggedIn } = useAuth();
  const verify = useVerifyEmail();
  useRunOnce(() => verify.mutate(token), !!token);

  if (!token || verify.isError) {
    return (
      <ResultState
        tone="error"
        title={t('verifyEmail.invalidTitle')}
        text={verify.isError ? describeError(verify.error) : t('verifyEmail.invalidText')}
      >
        <Button component={Link} to={isLoggedIn ? '/verify-email/resend' : '/login'} variant="light">
          {isLoggedIn ? t('verifyEmail.requestNew') : t('verifyEmail.toLogin')}
        </Button>
      </ResultState>
    );
  }
  if (verify.isSuccess) {
    return (
      <ResultState tone="success" title={t('verifyEmail.successTitle')} text={t('verifyEmail.successText')}>
        <Button component={Link} to={isLoggedIn ? paths.panel.home() : paths.login()}>
          {isLoggedIn ? t('verifyEmail.toPanel') : t('verifyEmail.toLogin')}
        </Button>
      </ResultState>
    );
  }
  return (
    <Stack align="center" py="xl" role="status">
      <Loader />
      <Text>{t('verifyEmail.verifying')}</Text>
    </Stack>
  );
}
