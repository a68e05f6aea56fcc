import {
  Anchor,
  Button,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthHeading } from './auth-heading.tsx';
import { FormError } from './form-error.tsx';

export type AuthFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Title shown inside the form and naming it; leave out when the page shows its own heading. */
  heading?: { id: string; title: string; subtitle: string };
  formError: string | null;
  submitLabel: string;
  pending: boolean;
  /** The fields, in order. */
  children: ReactNode;
  /** Links under the submit button. */
  footer?: ReactNode;
};

/** The frame of every auth form: heading, form-wide error, fields, one full-width submit button. */
export function AuthForm({
  onSubmit,
  heading,
  formError,
  submitLabel,
  pending,
  children,
  footer,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={heading?.id}>
      {heading && <AuthHeading {...heading} />}
      <Stack gap="md">
        <FormError message={formError} />
        {children}
        <Button type="submit" size="md" loading={pending} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** The email field: required, with the example address as placeholder. */
export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      required
      withAsterisk={false}
      {...props}
    />
  );
}

/** A required password field with the show/hide toggle; the form gives label and autocomplete. */
export function PasswordField(
  props: PasswordInputProps & { label: string; autoComplete: string; ref?: Ref<HTMLInputElement> },
) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      required
      withAsterisk={false}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
      {...props}
    />
  );
}

export type FormSwitchProps = { question: string; linkText: string; to: string };

/** The way to the other form under a form: "Belum punya akun? Daftar". */
export function FormSwitch({ question, linkText, to }: FormSwitchProps) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {linkText}
      </Anchor>
    </Text>
  );
}
