import { Box, Text } from '@mantine/core';

export type Bar = { key: string; label: string; value: number; title: string };

const HEIGHT = 160;
const LABEL_ROOM = 18;

/**
 * Vertical bars drawn as SVG that scale with their box (no chart library in the web app). Each bar
 * carries a <title> with its exact figure; the chart is labelled for screen readers and the figures
 * are also in the tables beside it.
 */
export function IncomeBars({ bars, label, empty }: { bars: Bar[]; label: string; empty: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  if (bars.length === 0 || max === 0) {
    return (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        {empty}
      </Text>
    );
  }
  const slot = 100 / bars.length;
  const gap = Math.min(slot * 0.25, 1.2);
  // Few labels under many bars: about one in six stays readable at 390 px.
  const every = Math.max(1, Math.ceil(bars.length / 6));
  // One or two bars (months of a short range) stay bars, not blocks.
  const width = Math.min(slot - gap, 14);
  return (
    <Box style={{ width: '100%' }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 100 ${HEIGHT + LABEL_ROOM}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT + LABEL_ROOM}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <line
          x1={0}
          x2={100}
          y1={HEIGHT}
          y2={HEIGHT}
          stroke="var(--mantine-color-gray-4)"
          strokeWidth={0.3}
        />
        {bars.map((b, i) => {
          const h = (b.value / max) * (HEIGHT - 6);
          return (
            <g key={b.key} data-testid={`bar-${b.key}`}>
              <title>{b.title}</title>
              <rect
                x={i * slot + (slot - width) / 2}
                y={HEIGHT - h}
                width={width}
                height={Math.max(h, b.value > 0 ? 1 : 0)}
                fill="var(--mantine-color-blue-7)"
                rx={0.4}
              />
            </g>
          );
        })}
      </svg>
      <Box style={{ position: 'relative', height: 18, marginTop: -LABEL_ROOM }} aria-hidden>
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
