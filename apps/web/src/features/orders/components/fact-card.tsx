import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };
export type FactCardProps = { title: string; facts: Fact[] };

/** A small titled card of label/value pairs (buyer, payment, logistics). */
export function FactCard({ title, facts }: FactCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="xs" component="dl" m={0}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {fact.value}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
