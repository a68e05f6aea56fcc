import { Button, type ButtonProps, Group, type MantineSpacing, Stack } from '@mantine/core';
import { Link } from 'react-router';

export type RowAction = {
  label: string;
  /** Names the row too ("Edit Toko Berkah"): a screen reader hears every row's button alike otherwise. */
  ariaLabel: string;
  /** A link to another page instead of a click. */
  to?: string;
  onClick?: () => void;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  loading?: boolean;
  disabled?: boolean;
  /** False leaves the action out (a coupon that is no longer active has nothing to deactivate). */
  shown?: boolean;
};

export type RowActionsProps = {
  actions: RowAction[];
  /** One under the other (a narrow column) instead of side by side. */
  stacked?: boolean;
  gap?: MantineSpacing;
};

/** The small buttons in a table row's actions cell. */
export function RowActions({ actions, stacked = false, gap }: RowActionsProps) {
  const buttons = actions
    .filter((action) => action.shown !== false)
    .map(({ label, ariaLabel, to, shown: _shown, ...props }) =>
      to === undefined ? (
        <Button key={label} size="compact-sm" aria-label={ariaLabel} {...props}>
          {label}
        </Button>
      ) : (
        <Button key={label} component={Link} to={to} size="compact-sm" aria-label={ariaLabel} {...props}>
          {label}
        </Button>
      ),
    );
  return stacked ? (
    <Stack gap={gap ?? 4} align="flex-start">
      {buttons}
    </Stack>
  ) : (
    <Group gap={gap ?? 6} wrap="nowrap">
      {buttons}
    </Group>
  );
}
