import { type ScrapeAnswer, scrapeBodySchema } from '@booster/contracts';
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { BoundNumberInput } from '../../../ui/bound-fields.tsx';
import { useScrape } from '../api/scrape-api.ts';

export type ScrapeFormProps = { initialUrl: string; onScraped: (answer: ScrapeAnswer) => void };

/** The link to scrape and, for a shop link, how many of its products. */
export function ScrapeForm({ initialUrl, onScraped }: ScrapeFormProps) {
  const { t } = useTranslation('productScrape');
  const scrape = useScrape();
  const { form, field, handleSubmit, formError, applyError } = useContractForm(
    scrapeBodySchema,
    { url: initialUrl, limit: 20 },
    { mode: 'onSubmit' },
  );
  const submit = handleSubmit((body) =>
    scrape.mutateAsync(body).then(onScraped, (error: unknown) => applyError(error)),
  );
  return (
    <Card withBorder padding="lg" mb="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.url')}
          placeholder={t('form.urlPlaceholder')}
          description={t('form.urlHint')}
          inputMode="url"
          withAsterisk
          {...field('url')}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <BoundNumberInput
            control={form.control}
            name="limit"
            emptyValue={1}
            label={t('form.limit')}
            min={1}
            max={100}
            w={{ base: '100%', xs: 220 }}
          />
          <Button type="submit" loading={scrape.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
        {scrape.isPending && (
          <Text size="sm" c="dimmed" role="status">
            {t('form.scraping')}
          </Text>
        )}
        {formError && (
          <Text size="sm" c="red.8" role="alert">
            {formError}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
