import { List, ThemeIcon } from '@mantine/core';
import { CheckIcon } from './icons.tsx';
import { LIST_STYLES } from './list-styles.ts';

export type CheckListProps = {
  items: readonly string[];
  spacing: 'xs' | 'md';
  /** Size of the round mark in px. */
  markSize: 20 | 22 | 24;
  variant?: 'filled' | 'light';
};

/** Selling points, each behind a round check mark. */
export function CheckList({ items, spacing, markSize, variant = 'light' }: CheckListProps) {
  return (
    <List
      spacing={spacing}
      styles={LIST_STYLES}
      icon={
        <ThemeIcon size={markSize} radius="xl" variant={variant}>
          <CheckIcon size={markSize < 24 ? 14 : 16} strokeWidth={3} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
