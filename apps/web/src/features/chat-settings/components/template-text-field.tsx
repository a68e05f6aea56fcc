import {
  fillTemplate,
  formatVariableList,
  SAMPLE_TEMPLATE_VALUES,
  TEMPLATE_VARIABLES,
  unknownTemplateVariables,
} from '@booster/domain';
import { Box, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-message.ts';

export type TemplateTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message key or text (a contract message, or the server's 400 text). */
  error?: string;
  /** Order variables are offered too (reminders about an order, templates). */
  withOrderVariables?: boolean;
  minRows?: number;
  required?: boolean;
};

/**
 * A message text with variables: the text area, buttons that insert each variable at the cursor, the
 * unknown variables named as the server would name them, and a preview filled from sample data.
 */
export function TemplateTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  withOrderVariables = true,
  minRows = 3,
  required,
}: TemplateTextFieldProps) {
  const { t } = useTranslation('chatSettings');
  const area = useRef<HTMLTextAreaElement>(null);
  const unknown = unknownTemplateVariables(value);
  const variables = TEMPLATE_VARIABLES.filter((v) => withOrderVariables || v.context === 'chat');

  const insert = (name: string) => {
    const el = area.current;
    const token = `{${name}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  // The unknown-variable message of the contract has no names on the client: name them here.
  const shownError =
    error === 'validation.templateVariableUnknown' || (unknown.length > 0 && error)
      ? t('variables.unknown', { names: formatVariableList(unknown) })
      : translateValidation(error);

  return (
    <Stack gap={6}>
      <Textarea
        ref={area}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        autosize
        minRows={minRows}
        maxRows={10}
        withAsterisk={required}
        error={shownError}
        errorProps={{ role: 'alert' }}
      />
      <Box>
        <Text size="xs" c="dimmed" mb={4}>
          {t('variables.hint')}
        </Text>
        <Group gap={6}>
          {variables.map((v) => (
            <Tooltip
              key={v.name}
              label={`${t(`variables.${v.name}`)}${v.context === 'order' ? ` (${t('variables.orderOnly')})` : ''}`}
              withinPortal
            >
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => insert(v.name)}
                aria-label={t('variables.insert', { name: `{${v.name}}` })}
              >
                {`{${v.name}}`}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </Box>
      {unknown.length > 0 && !shownError && (
        <Text size="xs" c="red.8" role="status">
          {t('variables.unknown', { names: formatVariableList(unknown) })}
        </Text>
      )}
      {value.trim() && (
        <Paper withBorder p="xs" bg="gray.0">
          <Text size="xs" c="dimmed">
            {t('variables.preview')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {fillTemplate(value, SAMPLE_TEMPLATE_VALUES)}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
