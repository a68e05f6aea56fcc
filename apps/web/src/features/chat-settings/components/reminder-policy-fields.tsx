import type { ReminderPolicy } from '@booster/contracts';
import { REMINDER_MAX_STEPS } from '@booster/domain';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-message.ts';
import { TemplateTextField } from './template-text-field.tsx';

type Step = ReminderPolicy['steps'][number];
type Unit = 'minutes' | 'hours';
const FACTOR: Record<Unit, number> = { minutes: 1, hours: 60 };
const unitOf = (minutes: number): Unit => (minutes >= 60 && minutes % 60 === 0 ? 'hours' : 'minutes');

export type ReminderPolicyFieldsProps = {
  value: ReminderPolicy;
  onChange: (value: ReminderPolicy) => void;
  /** Field messages by their path below the policy (`steps.0.text`). */
  errors: Record<string, string | undefined>;
};

/** One reminder policy: on/off and up to 4 messages, each with its wait and text (previewed). */
export function ReminderPolicyFields({ value, onChange, errors }: ReminderPolicyFieldsProps) {
  const { t } = useTranslation('chatSettings');
  const [units, setUnits] = useState<Unit[]>(() => value.steps.map((s) => unitOf(s.delayMinutes)));
  const title = t(`reminders.kind.${value.kind}.title`);
  const setStep = (index: number, patch: Partial<Step>) =>
    onChange({ ...value, steps: value.steps.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const addStep = () => {
    const last = value.steps.at(-1);
    onChange({
      ...value,
      steps: [...value.steps, { delayMinutes: (last?.delayMinutes ?? 0) + 60, text: last?.text ?? '' }],
    });
    setUnits([...units, 'hours']);
  };
  const removeStep = (index: number) => {
    onChange({ ...value, steps: value.steps.filter((_, i) => i !== index) });
    setUnits(units.filter((_, i) => i !== index));
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        {/* Takes the row's width but lets the switch keep its place at the right (a long hint pushed it below). */}
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`reminders.kind.${value.kind}.hint`)}
          </Text>
        </div>
        <Switch
          label={t('reminders.enabled')}
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.currentTarget.checked })}
          aria-label={`${t('reminders.enabled')} ${title}`}
        />
      </Group>
      <Stack gap="sm" mt="sm">
        {value.steps.map((step, index) => {
          const n = index + 1;
          const unit = units[index] ?? unitOf(step.delayMinutes);
          return (
            <Stack
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; their place is their identity
              key={index}
              gap={6}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t('reminders.step', { n })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  onClick={() => removeStep(index)}
                  aria-label={`${t('reminders.removeStep', { n })} (${title})`}
                >
                  ×
                </ActionIcon>
              </Group>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <NumberInput
                  label={t('reminders.delay')}
                  min={1}
                  allowDecimal={false}
                  w={140}
                  value={step.delayMinutes / FACTOR[unit]}
                  onChange={(v) =>
                    setStep(index, { delayMinutes: Math.round(Number(v) || 0) * FACTOR[unit] })
                  }
                  error={translateValidation(errors[`steps.${index}.delayMinutes`])}
                  errorProps={{ role: 'alert' }}
                />
                <Select
                  label=" "
                  aria-label={t('reminders.unitLabel', { n })}
                  data={[
                    { value: 'minutes', label: t('reminders.unit.minutes') },
                    { value: 'hours', label: t('reminders.unit.hours') },
                  ]}
                  value={unit}
                  onChange={(u) => {
                    if (!u) return;
                    const next = u as Unit;
                    setUnits(units.map((x, i) => (i === index ? next : x)));
                    setStep(index, { delayMinutes: (step.delayMinutes / FACTOR[unit]) * FACTOR[next] });
                  }}
                  allowDeselect={false}
                  w={110}
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
              <TemplateTextField
                label={t('reminders.step', { n })}
                value={step.text}
                onChange={(text) => setStep(index, { text })}
                error={errors[`steps.${index}.text`]}
                withOrderVariables={value.kind !== 'follow-up'}
                minRows={2}
                required
              />
            </Stack>
          );
        })}
        {errors.steps && (
          <Text size="xs" c="red.8" role="alert">
            {translateValidation(errors.steps)}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={addStep}
            disabled={value.steps.length >= REMINDER_MAX_STEPS}
          >
            {value.steps.length >= REMINDER_MAX_STEPS ? t('reminders.maxSteps') : t('reminders.addStep')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
