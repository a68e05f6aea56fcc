import { Box, Text, VisuallyHidden } from '@mantine/core';

export type BarSegment = { value: number; color: string };
export type Bar = { key: string; label: string; segments: BarSegment[]; description: string };

const BAR_WIDTH = 24;
const GAP = 6;
const HEIGHT = 120;
const LABEL_SPACE = 18;
/** At most this many axis labels, so 24 hours or 90 days stay readable. */
const MAX_LABELS = 12;

export type BarChartProps = { title: string; listLabel: string; bars: Bar[] };

/** Stacked bars as plain SVG (as the home statistics); each bar describes itself for screen readers. */
export function BarChart({ title, listLabel, bars }: BarChartProps) {
  const max = Math.max(1, ...bars.map((b) => b.segments.reduce((sum, s) => sum + s.value, 0)));
  const labelEvery = Math.max(1, Math.ceil(bars.length / MAX_LABELS));
  const width = bars.length * (BAR_WIDTH + GAP);
  return (
    <Box>
      <Text size="xs" c="dimmed" mb={4}>
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        width="100%"
        height={HEIGHT + LABEL_SPACE}
        preserveAspectRatio="none"
        aria-hidden
      >
        {bars.map((bar, i) => {
          const x = i * (BAR_WIDTH + GAP) + GAP / 2;
          let top = HEIGHT;
          return (
            <g key={bar.key}>
              <title>{bar.description}</title>
              <rect x={x} y={0} width={BAR_WIDTH} height={HEIGHT} fill="var(--mantine-color-gray-0)" />
              {bar.segments.map((segment, k) => {
                const h = (segment.value / max) * (HEIGHT - 4);
                top -= h;
                // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed positions of one bar
                return <rect key={k} x={x} y={top} width={BAR_WIDTH} height={h} fill={segment.color} />;
              })}
              {i % labelEvery === 0 && (
                <text
                  x={x + BAR_WIDTH / 2}
                  y={HEIGHT + 13}
                  textAnchor="middle"
                  fontSize={10}
                  fill="var(--mantine-color-dimmed)"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden component="ul" aria-label={listLabel}>
        {bars.map((bar) => (
          <li key={bar.key}>{bar.description}</li>
        ))}
      </VisuallyHidden>
    </Box>
  );
}
