import type { ScrapeDraft } from '@booster/contracts';
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatRupiahRange } from '../../../lib/format-rupiah.ts';
import { marketplaceLabel } from '../../../lib/marketplace-connect.ts';

export type DraftCardProps = {
  draft: ScrapeDraft;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/** One scraped draft: its cover, name, source and prices, and what can be done with it. */
export function DraftCard({ draft, onEdit, onDelete, deleting }: DraftCardProps) {
  const { t } = useTranslation('productScrape');
  const prices = draft.variants.map((v) => v.price);
  return (
    <Card withBorder padding="sm" data-testid="scrape-draft">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Image
          src={draft.images[0] ?? null}
          alt=""
          w={72}
          h={72}
          radius="sm"
          fit="cover"
          fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {draft.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('drafts.from', { platform: marketplaceLabel(draft.platform), shop: draft.sourceShop.name })}
          </Text>
          <Text size="sm">
            {formatRupiahRange(Math.min(...prices), Math.max(...prices))} ·{' '}
            {t('drafts.variants', { count: draft.variants.length })}
          </Text>
          <Group gap="xs" mt={4} wrap="wrap">
            {draft.status === 'published' ? (
              <Badge color="green" variant="light">
                {t('drafts.published')}
              </Badge>
            ) : (
              <Button size="xs" onClick={onEdit}>
                {t('drafts.edit')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} loading={deleting}>
              {t('drafts.delete')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
