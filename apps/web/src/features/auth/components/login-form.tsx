import { loginBodySchema } from '@booster/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogIn } from '../api/log-in.ts';
import { fieldError, useApiForm } from '../hooks/use-api-form.ts';
import { AuthHeading } from './auth-heading.tsx';
import { FormError } from './form-error.tsx';

export type LoginFormProps = {
  kind: 'member' | 'admin' | 'chat';
};

/** The login form of /login, /login/chat and /login/admin. After success the guard picks the landing page. */
export function LoginForm({ kind }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = useLogIn(kind === 'admin' ? 'admin' : 'member');
  const { form, formError, setFormError, applyError } = useApiForm(loginBodySchema, {
    email: '',
    password: '',
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (session) => {
        // The chat login lands members in the chat inbox; otherwise guard step 3 decides.
        if (kind === 'chat' && !session.user.isAdmin) navigate('/panel/chat', { replace: true });
        else navigate(pathname, { replace: true });
      },
      onError: applyError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <AuthHeading id="login-title" title={t(`login.title.${kind}`)} subtitle={t(`login.subtitle.${kind}`)} />
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
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...form.register('password')}
          {...fieldError(form, 'password')}
        />
        {kind !== 'admin' && (
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/reset-password/request" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
        )}
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        {kind !== 'admin' && (
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register" fw={600}>
              {t('login.registerLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
