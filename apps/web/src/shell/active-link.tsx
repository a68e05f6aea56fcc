import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type ActiveLinkProps = { to: string; className: string; isActive: boolean; children: ReactNode };

/** A menu link that marks the current page for styles (data-active) and screen readers (aria-current). */
export function ActiveLink({ to, className, isActive, children }: ActiveLinkProps) {
  return (
    <Link
      to={to}
      className={className}
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
