import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of the composer's tool buttons (image, product card, order card): an icon with its label as tooltip. */
export function ComposerTool({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
