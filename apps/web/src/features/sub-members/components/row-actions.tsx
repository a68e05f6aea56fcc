import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export type RowActionsProps = {
  /** The neutral first action (edit, change role). */
  children: ReactNode;
  removeText: string;
  /** Accessible name of the remove button, naming the row. */
  removeLabel: string;
  isRemoving: boolean;
  onRemove: () => void;
};

/** The buttons at the end of a table row or card: a neutral action, then the red remove. */
export function RowActions({ children, removeText, removeLabel, isRemoving, onRemove }: RowActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
      <Button
        size="xs"
        variant="outline"
        color="red.8"
        loading={isRemoving}
        onClick={onRemove}
        aria-label={removeLabel}
      >
        {removeText}
      </Button>
    </Group>
  );
}
