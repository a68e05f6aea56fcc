import { facebookRoutes } from '@booster/contracts/routes';
import { Button, Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';
import { ProgressCard } from '../../../ui/index.ts';
import { facebookStore, handleFacebookError, handleFacebookReconnectError } from '../lib/facebook-flow.ts';

/**
 * /facebook/callback/app: the login dialog's return. Connects the account (or reconnects it when a
 * reconnect id is stored), keeps it in local storage and continues to the page selection.
 */
export function Component() {
  const { t } = useTranslation('facebook');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!isLoggedIn) {
      setProblem(t('callback.login'));
      return;
    }
    const code = params.get('code');
    const state = params.get('state') ?? undefined;
    if (!code) {
      setProblem(t('callback.missingCode'));
      return;
    }
    const reconnectId = facebookStore.reconnectId();
    const call = reconnectId
      ? callApi(facebookRoutes.reconnect, { params: { id: reconnectId }, body: { code, state } })
      : callApi(facebookRoutes.connect, { body: { code, state } });
    call
      .then((account) => {
        facebookStore.clearReconnectId();
        facebookStore.setAccount(account);
        navigate(paths.panel.facebookSelectPages(), { replace: true });
      })
      .catch((error: unknown) => {
        facebookStore.clearReconnectId();
        if (reconnectId) handleFacebookReconnectError(error);
        else handleFacebookError(error, 'connect');
      });
  }, [isLoggedIn, params, navigate, t]);

  return (
    <Container size="sm" py="xl">
      {problem ? (
        <ProgressCard state="error" title={t('callback.title')} text={problem}>
          <Button component={Link} to={isLoggedIn ? paths.panel.home() : paths.login()} mt="sm">
            {t('callback.home')}
          </Button>
        </ProgressCard>
      ) : (
        <ProgressCard state="working" title={t('callback.title')} text={t('callback.progress')} />
      )}
    </Container>
  );
}
