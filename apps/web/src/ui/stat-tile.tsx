import { type MantineColor, Stack, Text } from '@mantine/core';

export type StatTileProps = {
  label: string;
  value: string;
  /** The value's colour (red for overdue chats). */
  color?: MantineColor;
  /** Tighter padding, for a row of several small counts. */
  compact?: boolean;
};

/** One figure on a grey tile: a small label above a large value, read out as "label: value". */
export function StatTile({ label, value, color, compact = false }: StatTileProps) {
  return (
    <Stack
      gap={compact ? 2 : 4}
      p={compact ? 'sm' : 'md'}
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 8 }}
      role="group"
      aria-label={`${label}: ${value}`}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={color}>
        {value}
      </Text>
    </Stack>
  );
}
