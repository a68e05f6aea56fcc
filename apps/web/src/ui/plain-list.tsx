import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type PlainListProps = Omit<StackProps, 'component' | 'p' | 'm' | 'style'> & {
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** A list (`ul`) laid out as a stack, without bullets or indent: screen readers still count its items. */
export function PlainList({ children, ...props }: PlainListProps) {
  return (
    <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props}>
      {children}
    </Stack>
  );
}
