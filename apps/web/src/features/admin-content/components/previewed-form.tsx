import { Alert, Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { PreviewFrame } from './preview-frame.tsx';

export type PreviewedFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A failure that belongs to no field, above the fields. */
  formError: string | null;
  submitLabel: string;
  submitting: boolean;
  previewLabel: string;
  /** What members will see, drawn from the form's values as they are typed. */
  preview: ReactNode;
  children: ReactNode;
};

/** A page's form on a card, its submit button under the fields, beside a preview of what it makes (side by side from md up). */
export function PreviewedForm({
  onSubmit,
  formError,
  submitLabel,
  submitting,
  previewLabel,
  preview,
  children,
}: PreviewedFormProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && <Alert color="red">{formError}</Alert>}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
      <PreviewFrame label={previewLabel}>{preview}</PreviewFrame>
    </SimpleGrid>
  );
}
