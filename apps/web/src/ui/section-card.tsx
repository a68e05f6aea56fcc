import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type SectionCardProps = {
  /** Id of the heading; the section is labelled by it. */
  titleId: string;
  title: string;
  subtitle: string;
  /** Shown at the right of the heading (actions, a note). */
  aside?: ReactNode;
  children: ReactNode;
};

/** A bordered page section with a level-2 heading, a dimmed subtitle and an optional aside. */
export function SectionCard({ titleId, title, subtitle, aside, children }: SectionCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </div>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
