import { Badge, Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered box that shows what members will see, labelled as a preview. */
export function PreviewFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      aria-label={label}
      component="section"
      style={{ overflow: 'hidden' }}
    >
      <Stack gap={0}>
        <Badge variant="light" radius={0} size="lg" fullWidth>
          {label}
        </Badge>
        {children}
      </Stack>
    </Card>
  );
}
