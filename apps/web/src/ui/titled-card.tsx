import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A report's bordered block under a level-3 heading (a chart, a table). */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A report's headline figure on its own card: a dimmed label over the value as a heading. */
export function FigureCard({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Title order={2} data-testid={testId}>
        {value}
      </Title>
    </Card>
  );
}
