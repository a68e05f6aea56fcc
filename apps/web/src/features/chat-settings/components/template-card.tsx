import type { ChatTemplate } from '@booster/contracts';
import { marketplaceLabel } from '@booster/domain';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TemplateCardProps = {
  template: ChatTemplate;
  /** Null when the order cannot change here (first/last row, or a filtered list). */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
};

/** Moves the template one place up or down; disabled at the end of the list (or while reordering is off). */
function MoveButton({ onMove, label, arrow }: { onMove: (() => void) | null; label: string; arrow: string }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      disabled={!onMove}
      onClick={onMove ?? undefined}
      aria-label={label}
    >
      {arrow}
    </ActionIcon>
  );
}

/** One template: its shortcut, marketplace, text and the actions (order, edit, delete). */
export function TemplateCard({
  template,
  onMoveUp,
  onMoveDown,
  onEdit,
  onDelete,
  isDeleting,
}: TemplateCardProps) {
  const { t } = useTranslation('chatSettings');
  const name = { shortcut: template.shortcut };
  return (
    <Card withBorder padding="sm" component="li" aria-label={`/${template.shortcut}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} ff="monospace">{`/${template.shortcut}`}</Text>
            <Badge variant="light" color={template.marketplace ? 'blue' : 'gray'} size="sm">
              {template.marketplace ? marketplaceLabel(template.marketplace) : t('templates.forAll')}
            </Badge>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {template.text}
          </Text>
        </Stack>
        <Stack gap={4} align="center">
          <MoveButton onMove={onMoveUp} label={t('templates.moveUp', name)} arrow="↑" />
          <MoveButton onMove={onMoveDown} label={t('templates.moveDown', name)} arrow="↓" />
        </Stack>
      </Group>
      <Group gap="xs" justify="flex-end" mt="xs">
        <Button size="xs" variant="default" onClick={onEdit} aria-label={t('templates.editLabel', name)}>
          {t('templates.edit')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.8"
          loading={isDeleting}
          onClick={onDelete}
          aria-label={t('templates.deleteLabel', name)}
        >
          {t('templates.delete')}
        </Button>
      </Group>
    </Card>
  );
}
