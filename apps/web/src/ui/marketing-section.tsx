import { Box, type BoxProps, Container, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

export type SectionProps = BoxProps & {
  id?: string;
  'aria-labelledby'?: string;
  /** Width of the content column. */
  size?: MantineSize;
  children: ReactNode;
};

/** One band of a marketing page: a `<section>` with the usual vertical rhythm and a centred column. */
export function Section({ size = 'lg', py = { base: 48, md: 80 }, children, ...rest }: SectionProps) {
  return (
    <Box component="section" py={py} {...rest}>
      <Container size={size}>{children}</Container>
    </Box>
  );
}
