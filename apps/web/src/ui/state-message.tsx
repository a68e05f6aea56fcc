import { type MantineColor, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IconComponent } from './icons.tsx';

export type StateMessageProps = {
  role: 'status' | 'alert';
  color: MantineColor;
  icon: IconComponent;
  title: string;
  description?: string;
  /** A button under the text. */
  action?: ReactNode;
};

/** A centred state in place of content (empty, failed): round icon, title, text, next step. */
export function StateMessage({ role, color, icon: Icon, title, description, action }: StateMessageProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role={role}>
      <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={28} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {description && (
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
