import { Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export type FieldRowProps = { children: ReactNode; mb?: MantineSpacing };

/**
 * Form controls side by side (a list's filters, a form's short fields): aligned at their bottoms, so
 * fields with and without a label line up, and wrapping onto the next line on a narrow screen.
 */
export function FieldRow({ children, mb }: FieldRowProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb={mb}>
      {children}
    </Group>
  );
}
