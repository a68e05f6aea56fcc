import type { OrderStats } from '@booster/contracts';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/format-rupiah.ts';

const BAR_WIDTH = 24;
const GAP = 8;
const HEIGHT = 120;
const LABEL_SPACE = 18;
/** At most this many axis labels, so 24 hours or 30 days stay readable. */
const MAX_LABELS = 8;

export type OrdersChartProps = { series: OrderStats['series'] };

/** Orders per hour (today) or per day as plain SVG bars; each bar names its count and revenue. */
export function OrdersChart({ series }: OrdersChartProps) {
  const { t } = useTranslation('home');
  const max = Math.max(1, ...series.map((p) => p.orders));
  const labelEvery = Math.max(1, Math.ceil(series.length / MAX_LABELS));
  const width = series.length * (BAR_WIDTH + GAP);
  return (
    <Box>
      <Text size="xs" c="dimmed" mb={4}>
        {t('statistics.chartTitle')}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        width="100%"
        height={HEIGHT + LABEL_SPACE}
        preserveAspectRatio="none"
        aria-hidden
      >
        {series.map((point, i) => {
          const h = Math.round((point.orders / max) * (HEIGHT - 4));
          const x = i * (BAR_WIDTH + GAP) + GAP / 2;
          const text = t('statistics.barLabel', {
            label: point.label,
            count: point.orders,
            revenue: formatRupiah(point.revenue),
          });
          return (
            <g key={point.label}>
              <title>{text}</title>
              <rect x={x} y={0} width={BAR_WIDTH} height={HEIGHT} fill="var(--mantine-color-gray-0)" />
              <rect
                x={x}
                y={HEIGHT - h}
                width={BAR_WIDTH}
                height={h}
                rx={3}
                fill="var(--mantine-color-teal-6)"
              />
              {i % labelEvery === 0 && (
                <text
                  x={x + BAR_WIDTH / 2}
                  y={HEIGHT + 13}
                  textAnchor="middle"
                  fontSize={10}
                  fill="var(--mantine-color-dimmed)"
                >
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden component="ul" aria-label={t('statistics.chartLabel', { points: series.length })}>
        {series.map((point) => (
          <li key={point.label}>
            {t('statistics.barLabel', {
              label: point.label,
              count: point.orders,
              revenue: formatRupiah(point.revenue),
            })}
          </li>
        ))}
      </VisuallyHidden>
    </Box>
  );
}
