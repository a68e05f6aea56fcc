import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { useUnsubscribe } from '../api/mailed-links.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { FormError } from '../components/form-error.tsx';
import { ResultState } from '../components/result-state.tsx';
import { useLinkToken } from '../hooks/use-link-token.ts';

/** /unsubscribe?token=: stops marketing mail for the address in the token, after one click. */
export function Component() {
  const { t } = useTranslation('auth');
  const token = useLinkToken();
  const unsubscribe = useUnsubscribe();

  if (!token) {
    return (
      <ResultState tone="error" title={t('unsubscribe.invalidTitle')} text={t('unsubscribe.invalidText')} />
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <ResultState tone="success" title={t('unsubscribe.successTitle')} text={t('unsubscribe.successText')}>
        <Button component={Link} to="/" variant="light">
          {t('unsubscribe.home')}
        </Button>
      </ResultState>
    );
  }
  return (
    <Stack gap="md">
      <AuthHeading title={t('unsubscribe.title')} />
      <Text>{t('unsubscribe.text')}</Text>
      <FormError message={unsubscribe.isError ? describeError(unsubscribe.error) : null} />
      <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending} color="red.8">
        {t('unsubscribe.submit')}
      </Button>
    </Stack>
  );
}
