import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatRupiah } from '../../../lib/format-rupiah.ts';

export type PriceLine = { key: string; label: string; value: string; strong?: boolean };

/** Label on the left, value on the right; the last strong line is the total. */
export function PriceLines({ lines, label }: { lines: PriceLine[]; label: string }) {
  return (
    <Stack gap={8} component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <li key={line.key}>
          {line.strong && <Divider mb={8} />}
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" fw={line.strong ? 700 : undefined}>
              {line.label}
            </Text>
            <Text
              size={line.strong ? 'lg' : 'sm'}
              fw={line.strong ? 800 : 500}
              ta="right"
              data-testid={`line-${line.key}`}
            >
              {line.value}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

export const rupiah = formatRupiah;
export const minus = (n: number) => `-${formatRupiah(n)}`;
