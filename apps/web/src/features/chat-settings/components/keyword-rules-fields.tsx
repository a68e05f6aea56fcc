import type { KeywordRuleInput } from '@booster/contracts';
import { AUTO_REPLY_RULES_MAX } from '@booster/contracts';
import { ActionIcon, Button, Card, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-message.ts';
import { TemplateTextField } from './template-text-field.tsx';

export type KeywordRulesFieldsProps = {
  value: KeywordRuleInput[];
  onChange: (value: KeywordRuleInput[]) => void;
  /** Field messages by their path below `rules` (`0.text`). */
  errors: Record<string, string | undefined>;
};

const newRule = (): KeywordRuleInput => ({ match: 'contains', keywords: [], text: '', enabled: true });

/** Keyword rules in the order they are tried (first match wins): match kind, keywords, answer. */
export function KeywordRulesFields({ value, onChange, errors }: KeywordRulesFieldsProps) {
  const { t } = useTranslation('chatSettings');
  const set = (index: number, patch: Partial<KeywordRuleInput>) =>
    onChange(value.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [rule] = next.splice(from, 1);
    next.splice(to, 0, rule);
    onChange(next);
  };

  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('autoReply.rules.none')}
        </Text>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {value.map((rule, index) => {
          const n = index + 1;
          return (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id until saved; the order is the identity
              key={index}
              withBorder
              padding="sm"
              component="li"
              aria-label={t('autoReply.rules.rule', { n })}
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t('autoReply.rules.rule', { n })}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('autoReply.rules.up', { n })}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('autoReply.rules.down', { n })}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                      aria-label={t('autoReply.rules.remove', { n })}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
                <Group gap="sm" wrap="wrap" align="flex-start">
                  <Select
                    label={t('autoReply.rules.match')}
                    data={[
                      { value: 'contains', label: t('autoReply.rules.contains') },
                      { value: 'exact', label: t('autoReply.rules.exact') },
                    ]}
                    value={rule.match}
                    onChange={(m) => m && set(index, { match: m as KeywordRuleInput['match'] })}
                    allowDeselect={false}
                    w={200}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <KeywordsInput
                    label={t('autoReply.rules.keywords')}
                    description={t('autoReply.rules.keywordsHint')}
                    value={rule.keywords}
                    onChange={(keywords) => set(index, { keywords })}
                    error={translateValidation(errors[`${index}.keywords`] ?? errors[`${index}.keywords.0`])}
                  />
                </Group>
                <TemplateTextField
                  label={t('autoReply.rules.answer')}
                  value={rule.text}
                  onChange={(text) => set(index, { text })}
                  error={errors[`${index}.text`]}
                  withOrderVariables={false}
                  minRows={2}
                  required
                />
                <Switch
                  label={t('autoReply.rules.enabled')}
                  checked={rule.enabled}
                  onChange={(e) => set(index, { enabled: e.currentTarget.checked })}
                />
              </Stack>
            </Card>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="light"
          onClick={() => onChange([...value, newRule()])}
          disabled={value.length >= AUTO_REPLY_RULES_MAX}
        >
          {t('autoReply.rules.add')}
        </Button>
      </Group>
    </Stack>
  );
}

type KeywordsInputProps = {
  label: string;
  description: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

/** Keywords typed as one line, separated by commas (the text stays as typed while editing). */
function KeywordsInput({ label, description, value, onChange, error }: KeywordsInputProps) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(
          e.currentTarget.value
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        );
      }}
      style={{ flex: '1 1 220px' }}
      error={error}
      errorProps={{ role: 'alert' }}
    />
  );
}
