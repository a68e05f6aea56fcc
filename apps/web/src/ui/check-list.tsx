import { List, type ListProps, Text, ThemeIcon } from '@mantine/core';
import { CheckIcon, CloseIcon } from './icons.tsx';
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

export type IncludedLine = { key: string; label: string; included: boolean };

export type IncludedListProps = Omit<ListProps, 'children' | 'icon'> & {
  lines: readonly IncludedLine[];
  /** Smaller marks and tighter lines (a package inside a form) than on the pricing cards. */
  dense?: boolean;
  /** The marks' accessible names; without them the marks are decoration. */
  markLabels?: { included: string; notIncluded: string };
};

/** What a package includes: a check before each included line, a cross and a struck-through label otherwise. */
export function IncludedList({ lines, dense = false, markLabels, ...listProps }: IncludedListProps) {
  const iconSize = dense ? 12 : 14;
  return (
    <List {...listProps}>
      {lines.map(({ key, label, included }) => (
        <List.Item
          key={key}
          c={included ? undefined : 'dimmed'}
          icon={
            <ThemeIcon
              size={dense ? 18 : 20}
              radius="xl"
              variant={included ? 'light' : 'transparent'}
              color={included ? undefined : 'gray'}
              aria-label={markLabels && (included ? markLabels.included : markLabels.notIncluded)}
              role={markLabels && 'img'}
            >
              {included ? (
                <CheckIcon size={iconSize} strokeWidth={3} />
              ) : (
                <CloseIcon size={iconSize} strokeWidth={3} />
              )}
            </ThemeIcon>
          }
        >
          <Text {...(dense ? { size: 'sm' } : { fz: 'sm' })} span td={included ? undefined : 'line-through'}>
            {label}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
