import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Section } from './marketing-section.tsx';

export type HeroProps = {
  background: string;
  /** Space between the copy and the aside on wide screens. */
  gap: number;
  eyebrow: ReactNode;
  title: string;
  subtitle: string;
  /** What follows the subtitle: points, buttons, notes. */
  children: ReactNode;
  aside: ReactNode;
};

/** The opening band of a marketing page: the promise on the left, a picture or an offer beside it. */
export function Hero({ background, gap, eyebrow, title, subtitle, children, aside }: HeroProps) {
  return (
    <Section py={{ base: 40, md: 72 }} style={{ background }}>
      {/* Without a picture the copy takes one readable column. */}
      <SimpleGrid
        cols={{ base: 1, md: aside ? 2 : 1 }}
        spacing={{ base: 32, md: gap }}
        style={{ alignItems: 'center' }}
      >
        <Stack gap="lg" maw={aside ? undefined : 760}>
          {eyebrow}
          <Title order={1} fz={{ base: 32, sm: 40, md: 48 }} lh={1.1} textWrap="balance">
            {title}
          </Title>
          <Text fz={{ base: 'md', md: 'lg' }} c="dimmed" textWrap="pretty">
            {subtitle}
          </Text>
          {children}
        </Stack>
        {aside}
      </SimpleGrid>
    </Section>
  );
}
