import type { Media } from '@booster/contracts';
import { ActionIcon, Badge, Card, CopyButton, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../../ui/icons.tsx';
import { formatBytes } from '../lib/format-bytes.ts';

/** A gallery image whole on a grey ground, named by its file name. */
export function MediaImage({ media, h, loading }: { media: Media; h: number; loading?: 'lazy' }) {
  return (
    <Image
      src={media.url}
      alt={media.name}
      h={h}
      fit="contain"
      bg="var(--mantine-color-gray-1)"
      loading={loading}
    />
  );
}

/** One gallery image: picture, name, size, where it is used, copy-URL and the caller's actions. */
export function MediaCard({ media, actions }: { media: Media; actions?: ReactNode }) {
  const { t } = useTranslation('adminContent');
  return (
    <Card withBorder radius="md" padding="xs">
      <Card.Section>
        <MediaImage media={media} h={140} loading="lazy" />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text fz="sm" fw={600} truncate title={media.name}>
          {media.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('gallery.meta', { width: media.width, height: media.height, size: formatBytes(media.size) })}
        </Text>
        <Group gap={4} mih={22}>
          {media.usedIn.map((place) => (
            <Badge key={place} size="xs" variant="light">
              {t('gallery.usedIn', { place })}
            </Badge>
          ))}
        </Group>
        <Group gap={4} justify="flex-end">
          <CopyButton value={media.url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('gallery.copied') : t('gallery.copyUrl')} withArrow>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('gallery.copyUrlOf', { name: media.name })}
                >
                  {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
