import type { landingContentSchema } from '@booster/contracts';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateValidation } from '../../../lib/error-message.ts';
import { PlusIcon, TrashIcon } from '../../../ui/icons.tsx';
import { ImageField } from './image-field.tsx';

export type ListColumn = { key: string; label: string; kind?: 'text' | 'long' | 'image'; required?: boolean };

/** The editor's form values (both languages), as the form holds them before the schema's defaults. */
type LandingContent = z.input<typeof landingContentSchema>;

type Form = {
  control: Control<LandingContent>;
  register: UseFormRegister<LandingContent>;
  errors: FieldErrors<LandingContent>;
};

/** The message under `a.b.0.c` of react-hook-form's nested errors. */
function errorAt(errors: FieldErrors<LandingContent>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return translateValidation((node as { message?: string } | undefined)?.message);
}

/**
 * The items of one list section (features, testimonials, questions) of one language: each a small
 * card of inputs, added and removed here. An empty list hides the section on the page.
 */
export function ListEditor({
  form,
  name,
  columns,
  max,
  itemLabel,
}: {
  form: Form;
  /** e.g. `id.features.items` */
  name: string;
  columns: ListColumn[];
  max: number;
  itemLabel: (n: number) => string;
}) {
  const { t } = useTranslation('adminContent');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: name as never });
  const blank = Object.fromEntries(columns.map((c) => [c.key, '']));
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('landing.listEmpty')}
        </Text>
      )}
      {fields.map((item, index) => (
        <Card key={item.id} withBorder radius="sm" padding="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fz="sm" fw={600}>
                {itemLabel(index + 1)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove(index)}
                aria-label={t('landing.removeItem', { item: itemLabel(index + 1) })}
              >
                <TrashIcon size={16} />
              </ActionIcon>
            </Group>
            {columns.map((c) => {
              const path = `${name}.${index}.${c.key}`;
              const error = errorAt(form.errors, path);
              if (c.kind === 'image')
                return (
                  <Controller
                    key={c.key}
                    control={form.control}
                    name={path as never}
                    render={({ field: f }) => (
                      <ImageField
                        label={c.label}
                        value={(f.value as string) ?? ''}
                        onChange={f.onChange}
                        error={error}
                      />
                    )}
                  />
                );
              const Input = c.kind === 'long' ? Textarea : TextInput;
              return (
                <Input
                  key={c.key}
                  label={c.label}
                  withAsterisk={c.required}
                  {...(c.kind === 'long' ? { autosize: true, minRows: 2 } : {})}
                  {...form.register(path as never)}
                  error={error}
                  errorProps={{ role: 'alert' }}
                />
              );
            })}
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<PlusIcon size={16} />}
        onClick={() => append(blank as never)}
        disabled={fields.length >= max}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('landing.addItem')}
      </Button>
    </Stack>
  );
}

export { errorAt };
