import { Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IconComponent } from '../../../ui/icons.tsx';

export type AccountShellProps = {
  title: string;
  description?: ReactNode;
  icon?: IconComponent;
  iconColor?: string;
  children: ReactNode;
  size?: 'sm' | 'md';
};

/** The centred card the account pages outside the panel share. */
export function AccountShell({
  title,
  description,
  icon: Icon,
  iconColor,
  children,
  size = 'sm',
}: AccountShellProps) {
  return (
    <Box py={{ base: 0, md: 'md' }}>
      <Container size={size} px={0}>
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }}>
          <Stack gap="lg">
            <Stack gap="sm" align="flex-start">
              {Icon && (
                <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} aria-hidden="true">
                  <Icon size={28} strokeWidth={2} />
                </ThemeIcon>
              )}
              <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" component="div">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
