import { Box, Text, VisuallyHidden } from '@mantine/core';

export type BarSegment = { value: number; color: string };
export type Bar = { key: string; label: string; segments: BarSegment[]; description: string };

const BAR_WIDTH = 24;
const GAP = 6;
const HEIGHT = 120;
/** At most this many axis labels, so 24 hours or 90 days stay readable on a phone. */
const MAX_LABELS = 8;

export type BarChartProps = { title: string; listLabel: string; bars: Bar[] };

/** Stacked bars as plain SVG (chat reports, the admin dashboard); each bar describes itself for screen readers. */
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
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
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
            </g>
          );
        })}
      </svg>
      {/* Axis labels in HTML, so the stretched SVG does not stretch the text. */}
      <div aria-hidden style={{ display: 'grid', gridTemplateColumns: `repeat(${bars.length}, 1fr)` }}>
        {bars.map((bar, i) => (
          <Text
            key={bar.key}
            size="10px"
            c="dimmed"
            ta="center"
            style={{ whiteSpace: 'nowrap', overflow: 'visible' }}
          >
            {i % labelEvery === 0 ? bar.label : ''}
          </Text>
        ))}
      </div>
      <VisuallyHidden component="ul" aria-label={listLabel}>
        {bars.map((bar) => (
          <li key={bar.key}>{bar.description}</li>
        ))}
      </VisuallyHidden>
    </Box>
  );
}
