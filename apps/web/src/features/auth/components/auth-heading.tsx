import { Stack, Text, Title } from '@mantine/core';

export type AuthHeadingProps = { title: string; subtitle?: string; id?: string };

export function AuthHeading({ title, subtitle, id }: AuthHeadingProps) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={26} id={id}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
