import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { describeError } from '../../../lib/error-message.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { authKeys, logout } from '../../../lib/session.ts';
import { useResendVerification } from '../api/mailed-links.ts';
import { FormError } from '../components/form-error.tsx';
import { ResultState } from '../components/result-state.tsx';

/** /verify-email/resend: a logged-in member without a verified address (guard step 5). */
export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const resend = useResendVerification();
  const revalidator = useRevalidator();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} maw={560} mx="auto" radius="lg">
      <ResultState
        tone="mail"
        title={t('resend.title')}
        text={t('resend.text', { email: user?.email ?? '' })}
      >
        <Stack gap="sm" w="100%" maw={360} mt="sm">
          <FormError message={resend.isError ? describeError(resend.error) : null} />
          {resend.isSuccess && (
            <Text c="teal.9" fw={500} role="status">
              {t('resend.sent')}
            </Text>
          )}
          <Button onClick={() => resend.mutate()} loading={resend.isPending}>
            {t('resend.submit')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              // Drop the cached user so the guard asks the server again (step 5).
              void queryClient
                .invalidateQueries({ queryKey: authKeys.all })
                .then(() => revalidator.revalidate());
            }}
            loading={revalidator.state === 'loading'}
          >
            {t('resend.alreadyVerified')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => void logout()}>
            {t('resend.otherAccount')}
          </Anchor>
        </Stack>
      </ResultState>
    </Paper>
  );
}
