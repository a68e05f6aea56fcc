import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type OrderSectionProps = { titleId: string; title: string; children: ReactNode };

/** A bordered section of the order detail, labelled by its level-2 heading. */
export function OrderSection({ titleId, title, children }: OrderSectionProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" mb="sm" id={titleId}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
