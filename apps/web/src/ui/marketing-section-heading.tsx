import { Stack, Text, Title } from '@mantine/core';

export type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
  order?: 1 | 2 | 3;
};

/** Eyebrow, title and subtitle of a marketing section. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = 'center',
  order = 2,
}: SectionHeadingProps) {
  return (
    <Stack
      gap="xs"
      align={align === 'center' ? 'center' : 'flex-start'}
      ta={align}
      maw={760}
      mx={align === 'center' ? 'auto' : 0}
    >
      {eyebrow && (
        <Text c="var(--mantine-primary-color-filled)" fw={700} tt="uppercase" fz="sm" lts={1}>
          {eyebrow}
        </Text>
      )}
      <Title order={order} fz={{ base: 26, sm: 32, md: 36 }} lh={1.2} textWrap="balance">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz={{ base: 'md', md: 'lg' }} textWrap="pretty">
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
