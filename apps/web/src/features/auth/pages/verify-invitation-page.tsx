import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { useAcceptInvitation } from '../api/mailed-links.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { ResultState } from '../components/result-state.tsx';

/** /verify-invitation?token=: an invited sub-member sets a password and is logged in. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvitation();
  const linkInvalid = accept.error instanceof ApiClientError && accept.error.code === 'INVALID_LINK';

  if (!token || linkInvalid) {
    return (
      <ResultState tone="error" title={t('invitation.invalidTitle')} text={t('invitation.invalidText')}>
        <Button component={Link} to="/login" variant="light">
          {t('verifyEmail.toLogin')}
        </Button>
      </ResultState>
    );
  }
  return (
    <>
      <AuthHeading title={t('invitation.title')} subtitle={t('invitation.subtitle')} />
      <NewPasswordForm
        submitLabel={t('invitation.submit')}
        pending={accept.isPending}
        onSubmit={(password, handlers) =>
          accept.mutate(
            { token, password },
            { onSuccess: () => navigate('/panel/home', { replace: true }), onError: handlers.onError },
          )
        }
      />
    </>
  );
}
