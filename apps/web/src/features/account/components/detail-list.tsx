import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { key: string; label: string; value: ReactNode };

/** Label and value pairs as a description list. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Stack component="dl" gap={0} m={0}>
      {items.map((item, index) => (
        <Group
          key={item.key}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          py="sm"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Text component="dt" c="dimmed" fz="sm">
            {item.label}
          </Text>
          <Text component="dd" fw={600} m={0} ta="right" style={{ wordBreak: 'break-word' }}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
