import { loginBodySchema } from '@booster/contracts';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useLogIn } from '../api/log-in.ts';
import { AuthForm, EmailField, FormSwitch, PasswordField } from './auth-form.tsx';

export type LoginFormProps = {
  kind: 'member' | 'admin' | 'chat';
};

/** The login form of /login, /login/chat and /login/admin. After success the guard picks the landing page. */
export function LoginForm({ kind }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = useLogIn(kind === 'admin' ? 'admin' : 'member');
  const { field, handleSubmit, formError, applyError } = useContractForm(loginBodySchema, {
    email: '',
    password: '',
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (session) => {
        // The chat login lands members in the chat inbox; otherwise guard step 3 decides.
        if (kind === 'chat' && !session.user.isAdmin) navigate(paths.chat.inbox(), { replace: true });
        else navigate(pathname, { replace: true });
      },
      onError: applyError,
    });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      heading={{ id: 'login-title', title: t(`login.title.${kind}`), subtitle: t(`login.subtitle.${kind}`) }}
      formError={formError}
      submitLabel={t('login.submit')}
      pending={login.isPending}
      footer={
        kind !== 'admin' && (
          <FormSwitch question={t('login.noAccount')} linkText={t('login.registerLink')} to="/register" />
        )
      }
    >
      <EmailField {...field('email')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
      {kind !== 'admin' && (
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/reset-password/request" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
      )}
    </AuthForm>
  );
}
