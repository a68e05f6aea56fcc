import { Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';

export type ProgressCardProps = {
  state: 'working' | 'error';
  title: string;
  text: string;
  children?: ReactNode;
};

/** A step that runs by itself (an authorization callback): progress, or the failure and what to do next. */
export function ProgressCard({ state, title, text, children }: ProgressCardProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} maw={560} mx="auto">
      <Stack
        align="center"
        ta="center"
        gap="sm"
        role={state === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        aria-busy={state === 'working'}
      >
        {state === 'working' ? (
          <Loader size="lg" />
        ) : (
          <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
            <AlertIcon size={30} />
          </ThemeIcon>
        )}
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
