import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon, MailIcon } from '../../../ui/icons.tsx';

export type ResultStateProps = {
  tone: 'success' | 'error' | 'mail';
  title: string;
  text?: ReactNode;
  children?: ReactNode;
};

const TONES = {
  success: { color: 'teal', Icon: CheckIcon },
  error: { color: 'red', Icon: AlertIcon },
  mail: { color: 'booster', Icon: MailIcon },
} as const;

/** The outcome of a mailed-link page or a submitted form: icon, title, text, next step. */
export function ResultState({ tone, title, text, children }: ResultStateProps) {
  const { color, Icon } = TONES[tone];
  return (
    <Stack align="center" ta="center" gap="sm" py="md" role={tone === 'error' ? 'alert' : 'status'}>
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={30} />
      </ThemeIcon>
      <Title order={1} fz={24}>
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
      {children}
    </Stack>
  );
}

export type MailSentStateProps = { title: string; text: string; children?: ReactNode };

/** "Check your mailbox" after a form mailed a link, with the way back to the login page. */
export function MailSentState({ title, text, children }: MailSentStateProps) {
  const { t } = useTranslation('auth');
  return (
    <ResultState tone="mail" title={title} text={text}>
      {children}
      <Anchor component={Link} to="/login" fw={600}>
        {t('register.toLogin')}
      </Anchor>
    </ResultState>
  );
}
