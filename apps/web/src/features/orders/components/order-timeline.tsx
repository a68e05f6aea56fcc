import type { OrderDetail } from '@booster/contracts';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatOrderTime } from '../lib/format.ts';
import { OrderSection } from './order-section.tsx';

/** Every status the order went through, oldest first, with the platform's wording and the time. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t } = useTranslation('orders');
  const steps = [...timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <OrderSection titleId="order-timeline-title" title={t('detail.timeline')}>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noTimeline')}
        </Text>
      ) : (
        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
          {steps.map((step) => (
            <Timeline.Item key={`${step.status}-${step.at}`} title={t(`status.${step.status}`)}>
              <Text size="xs" c="dimmed">
                {step.platformStatus} · {formatOrderTime(step.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </OrderSection>
  );
}
