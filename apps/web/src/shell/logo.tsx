import { Link } from 'react-router';

export type LogoProps = { to?: string; height?: number };

/** The Booster mark linking home (public) or to the panel home. */
export function Logo({ to = '/', height = 32 }: LogoProps) {
  return (
    <Link to={to} style={{ display: 'inline-flex', alignItems: 'center' }} aria-label="Booster">
      <img src="/images/logo.svg" alt="Booster" height={height} width={(height * 168) / 40} />
    </Link>
  );
}
