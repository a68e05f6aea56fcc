import type { WorkingHoursInput } from '@booster/contracts';
import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/error-message.ts';

export type WorkingHoursFieldsProps = {
  value: WorkingHoursInput;
  onChange: (value: WorkingHoursInput) => void;
  /** Field messages under `away.hours.*` by their path below `hours` (`days.0.start`). */
  errors: Record<string, string | undefined>;
};

/** Working hours per day in WIB (open switch, from, to) and whole-day holidays. */
export function WorkingHoursFields({ value, onChange, errors }: WorkingHoursFieldsProps) {
  const { t } = useTranslation('chatSettings');
  const [holiday, setHoliday] = useState('');
  const setDay = (index: number, patch: Partial<WorkingHoursInput['days'][number]>) =>
    onChange({ ...value, days: value.days.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
  /** The day's opening or closing time, `HH:mm` in WIB. */
  const time = (day: WorkingHoursInput['days'][number], index: number, field: 'start' | 'end') => (
    <TextInput
      type="time"
      size="xs"
      w={110}
      value={day[field]}
      onChange={(e) => setDay(index, { [field]: e.currentTarget.value })}
      aria-label={t(`autoReply.hours.${field}`, { day: t(`days.${day.day}`) })}
      error={translateValidation(errors[`days.${index}.${field}`])}
    />
  );
  const addHoliday = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday) || value.holidays.includes(holiday)) return;
    onChange({ ...value, holidays: [...value.holidays, holiday].sort() });
    setHoliday('');
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('autoReply.hours.title')}
      </Text>
      {value.days.map((day, index) => {
        const name = t(`days.${day.day}`);
        return (
          <Group key={day.day} gap="xs" wrap="wrap" align="flex-start">
            <Switch
              w={110}
              label={name}
              checked={day.open}
              onChange={(e) => setDay(index, { open: e.currentTarget.checked })}
              aria-label={t('autoReply.hours.open', { day: name })}
            />
            {day.open ? (
              <Group gap={6} wrap="nowrap">
                {time(day, index, 'start')}
                <Text size="sm">–</Text>
                {time(day, index, 'end')}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('autoReply.hours.closed')}
              </Text>
            )}
          </Group>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('autoReply.hours.hint')}
      </Text>
      <Text size="sm" fw={500} mt="xs">
        {t('autoReply.holidays.title')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <TextInput
          type="date"
          size="xs"
          value={holiday}
          onChange={(e) => setHoliday(e.currentTarget.value)}
          aria-label={t('autoReply.holidays.date')}
        />
        <Button size="xs" variant="light" onClick={addHoliday} disabled={!holiday}>
          {t('autoReply.holidays.add')}
        </Button>
      </Group>
      <Group gap={6} wrap="wrap">
        {value.holidays.map((date) => (
          <Badge
            key={date}
            variant="light"
            color="gray"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                color="gray"
                onClick={() => onChange({ ...value, holidays: value.holidays.filter((d) => d !== date) })}
                aria-label={t('autoReply.holidays.remove', { date: date.split('-').reverse().join('/') })}
              >
                ×
              </ActionIcon>
            }
          >
            {date.split('-').reverse().join('/')}
          </Badge>
        ))}
        {value.holidays.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('autoReply.holidays.none')}
          </Text>
        )}
      </Group>
      {errors.holidays && (
        <Text size="xs" c="red.8" role="alert">
          {translateValidation(errors.holidays)}
        </Text>
      )}
    </Stack>
  );
}
