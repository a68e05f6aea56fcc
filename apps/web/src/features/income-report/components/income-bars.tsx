import { type SignedBar, SignedBars } from '../../../ui/signed-bars.tsx';

export type Bar = SignedBar;

/** Income per day or month: blue bars from the zero line (income is never negative). */
export function IncomeBars(props: { bars: Bar[]; label: string; empty: string }) {
  return <SignedBars {...props} color="var(--mantine-color-blue-7)" />;
}
