import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconComponent } from './icons.tsx';

export type FeatureCardItem = { key: string; icon: IconComponent; title: string; description: string };

/** Feature cards, three across on wide screens: icon, title and a short description. */
export function FeatureCards({ items }: { items: readonly FeatureCardItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {items.map(({ key, icon: Icon, title, description }) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} strokeWidth={2} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {description}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
