import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export type BackLinkProps = { to: string; label: string };

/** "← label" above a page title. */
export function BackLink({ to, label }: BackLinkProps) {
  return (
    <Anchor component={Link} to={to} fz="sm" mb="xs" display="inline-block">
      <span aria-hidden="true">← </span>
      {label}
    </Anchor>
  );
}
