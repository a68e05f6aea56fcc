import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shell/language-switch.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { SiteHeader, SiteMain, SkipLink } from './frame.tsx';

const POINTS = ['auth.point1', 'auth.point2', 'auth.point3'] as const;

/** Login, registration and mailed-link pages: a form card beside a short promise of the product. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <>
      <SkipLink />
      <SiteHeader>
        <LanguageSwitch />
      </SiteHeader>
      <SiteMain py={{ base: 'lg', md: 48 }} size="lg">
        <Group align="stretch" gap={48} wrap="nowrap" justify="center">
          <Stack
            visibleFrom="md"
            gap="lg"
            p={40}
            w={420}
            style={{
              borderRadius: 16,
              background: 'linear-gradient(160deg, #263a94 0%, #3a4fc0 60%, #4d64df 100%)',
              color: '#fff',
            }}
          >
            <Title order={2} c="white" fz={28} lh={1.25}>
              {t('auth.headline')}
            </Title>
            <Text c="white" opacity={0.92}>
              {t('auth.subline')}
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="white" c="booster.8" aria-hidden>
                  <CheckIcon size={14} />
                </ThemeIcon>
              }
            >
              {POINTS.map((p) => (
                <List.Item key={p}>
                  <Text c="white">{t(p)}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 40 }} w="100%" maw={460} radius="lg">
            <Outlet />
          </Paper>
        </Group>
      </SiteMain>
    </>
  );
}
