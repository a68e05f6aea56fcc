import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/index.ts';
import { CHAT_WIDGET_ROOM } from '../lib/layout.ts';

/** A billing page: its header, then its blocks, with room below the last one for the floating chat widget. */
export function BillingPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" pb={CHAT_WIDGET_ROOM}>
      <PageHeader title={title} description={description} />
      {children}
    </Stack>
  );
}
