import { Box, Text } from '@mantine/core';

export type SignedBar = { key: string; label: string; value: number; title: string };

const HEIGHT = 160;
const LABEL_ROOM = 18;

export type SignedBarsProps = {
  bars: SignedBar[];
  label: string;
  empty: string;
  /** The colour of bars above the zero line (below it they are red). */
  color?: string;
};

/**
 * Bars up from a zero line for positive values and down for negative ones (profit and loss, income),
 * as SVG that scales with its box (no chart library in the web app). Each bar has a <title> with its
 * figure; the same figures are in a table beside the chart.
 */
export function SignedBars({ bars, label, empty, color = 'var(--mantine-color-teal-7)' }: SignedBarsProps) {
  const top = Math.max(0, ...bars.map((b) => b.value));
  const bottom = Math.min(0, ...bars.map((b) => b.value));
  if (bars.length === 0 || (top === 0 && bottom === 0)) {
    return (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        {empty}
      </Text>
    );
  }
  const span = top - bottom;
  const zero = ((top / span) * (HEIGHT - 8) + 4) | 0;
  const slot = 100 / bars.length;
  const width = Math.min(slot - Math.min(slot * 0.25, 1.2), 14);
  // Few labels under many bars: about one in six stays readable at 390 px.
  const every = Math.max(1, Math.ceil(bars.length / 6));
  return (
    <Box style={{ width: '100%' }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        style={{ display: 'block' }}
      >
        <line x1={0} x2={100} y1={zero} y2={zero} stroke="var(--mantine-color-gray-5)" strokeWidth={0.3} />
        {bars.map((b, i) => {
          const h = (Math.abs(b.value) / span) * (HEIGHT - 8);
          const y = b.value >= 0 ? zero - h : zero;
          return (
            <g key={b.key} data-testid={`bar-${b.key}`}>
              <title>{b.title}</title>
              <rect
                x={i * slot + (slot - width) / 2}
                y={y}
                width={width}
                height={Math.max(h, b.value !== 0 ? 1 : 0)}
                fill={b.value >= 0 ? color : 'var(--mantine-color-red-7)'}
                rx={0.4}
              />
            </g>
          );
        })}
      </svg>
      <Box style={{ position: 'relative', height: LABEL_ROOM }} aria-hidden>
        {bars.map((b, i) =>
          i % every === 0 ? (
            <Text
              key={b.key}
              size="xs"
              c="dimmed"
              style={{
                position: 'absolute',
                left: `${(i + 0.5) * slot}%`,
                transform: 'translateX(-50%)',
                whiteSpace: 'nowrap',
              }}
            >
              {b.label}
            </Text>
          ) : null,
        )}
      </Box>
    </Box>
  );
}
