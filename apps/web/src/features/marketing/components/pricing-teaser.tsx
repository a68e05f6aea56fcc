import { PACKAGE_NAMES, PACKAGES } from '@booster/domain';
import {
  Box,
  Button,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIdr } from '../lib/format-idr.ts';
import { LIST_STYLES } from '../lib/list-styles.ts';
import { LineIcon } from './line-icon.tsx';

const HIGHLIGHTS = ['free', 'premium', 'team'] as const;

/** Lowest paid price, from the package data in the domain package. */
function lowestPaidPrice(): number {
  return Math.min(...PACKAGE_NAMES.map((name) => PACKAGES[name].monthlyPrice).filter((price) => price > 0));
}

/** A short pricing pitch linking to /pricing. */
export function PricingTeaser() {
  const { t } = useTranslation('marketing');
  return (
    <Box component="section" py={{ base: 48, md: 72 }} bg="var(--mantine-color-gray-0)">
      <Container size="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} shadow="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
            <Stack gap="sm">
              <Title order={2} fz={{ base: 24, md: 32 }} lh={1.2}>
                {t('landing.pricing.title')}
              </Title>
              <Text c="dimmed" fz="lg">
                {t('landing.pricing.subtitle', { price: formatIdr(lowestPaidPrice()) })}
              </Text>
              <Button component={Link} to="/pricing" size="md" w="fit-content" mt="sm">
                {t('landing.pricing.cta')}
              </Button>
            </Stack>
            <List
              styles={LIST_STYLES}
              spacing="md"
              icon={
                <ThemeIcon size={24} radius="xl" variant="light">
                  <LineIcon name="check" size={16} strokeWidth={3} />
                </ThemeIcon>
              }
            >
              {HIGHLIGHTS.map((key) => (
                <List.Item key={key}>{t(`landing.pricing.highlights.${key}`)}</List.Item>
              ))}
            </List>
          </SimpleGrid>
        </Paper>
      </Container>
    </Box>
  );
}
