import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { paths } from '../../../lib/paths.ts';

/** The catch-all page: 404 with a way home (and to the panel for logged-in members). */
export function Component() {
  const { t } = useTranslation('marketing');
  const { isLoggedIn, user } = useAuth();
  const panelPath = user?.isAdmin ? paths.admin.dashboard() : paths.panel.home();
  return (
    <Box py={{ base: 56, md: 112 }}>
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Text
            fz={{ base: 96, md: 140 }}
            fw={900}
            lh={1}
            c="var(--mantine-primary-color-filled)"
            style={{ letterSpacing: '-0.04em', opacity: 0.9 }}
          >
            404
          </Text>
          <Title order={1} fz={{ base: 26, md: 34 }}>
            {t('notFound.title')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('notFound.description')}
          </Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to="/" size="md">
              {t('common.backHome')}
            </Button>
            {isLoggedIn && (
              <Button component={Link} to={panelPath} size="md" variant="default">
                {t('common.openPanel')}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
