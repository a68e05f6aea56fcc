import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Section } from './marketing-section.tsx';

export type CtaBandProps = { title: string; subtitle: string; action: ReactNode };

/** Closing call to action on a strong background. */
export function CtaBand({ title, subtitle, action }: CtaBandProps) {
  return (
    <Section size="md" py={{ base: 48, md: 72 }} bg="var(--mantine-primary-color-filled)" c="white">
      <Stack align="center" ta="center" gap="md">
        <Title order={2} fz={{ base: 26, md: 36 }} lh={1.2} textWrap="balance">
          {title}
        </Title>
        <Text fz={{ base: 'md', md: 'lg' }} maw={620} style={{ opacity: 0.95 }}>
          {subtitle}
        </Text>
        {action}
      </Stack>
    </Section>
  );
}
