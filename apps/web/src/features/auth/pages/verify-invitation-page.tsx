import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAcceptInvitation } from '../api/mailed-links.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { ResultState } from '../components/result-state.tsx';
import { isInvalidLink, useLinkToken } from '../hooks/use-link-token.ts';

/** /verify-invitation?token=: an invited sub-member sets a password and is logged in. */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useLinkToken();
  const accept = useAcceptInvitation();
  const linkInvalid = isInvalidLink(accept.error);

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
            { onSuccess: () => navigate(paths.panel.home(), { replace: true }), onError: handlers.onError },
          )
        }
      />
    </>
  );
}
