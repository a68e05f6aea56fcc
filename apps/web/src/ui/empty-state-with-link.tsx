import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.tsx';

export type EmptyStateWithLinkProps = {
  title: string;
  description: string;
  /** The button's text: where it leads ("Ke Beranda"). */
  linkLabel: string;
  to: string;
};

/** An empty state whose way on is another page: nothing here yet, and a button that leads there. */
export function EmptyStateWithLink({ linkLabel, to, ...texts }: EmptyStateWithLinkProps) {
  return (
    <EmptyState
      {...texts}
      action={
        <Button component={Link} to={to}>
          {linkLabel}
        </Button>
      }
    />
  );
}
