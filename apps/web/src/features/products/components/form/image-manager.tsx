import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../ui/index.ts';
import { uploadImage } from '../../api/listing-mutations.ts';
import type { PlatformImage } from '../../lib/listing-form-values.ts';
import { moveItem } from '../../lib/move-item.ts';
import { imageFileProblem, readImageFile } from '../../lib/read-image-file.ts';

export type ImageManagerProps = {
  images: PlatformImage[];
  onChange: (images: PlatformImage[]) => void;
  max: number;
  label: string;
  error?: string;
  /** Smaller thumbnails for the bulk table. */
  compact?: boolean;
};

/**
 * Product images: upload (to Booster, as base64), reorder, make one the cover (the first image)
 * and remove. The platform's image limit caps the uploads.
 */
export function ImageManager({ images, onChange, max, label, error, compact }: ImageManagerProps) {
  const { t } = useTranslation('products');
  const [uploading, setUploading] = useState(0);
  const size = compact ? 64 : 104;
  const room = max - images.length;

  async function upload(files: File[]) {
    const accepted = files.slice(0, Math.max(room, 0));
    if (files.length > accepted.length) notify.error(t('images.tooMany', { max }));
    const added: PlatformImage[] = [];
    setUploading(accepted.length);
    for (const file of accepted) {
      const problem = imageFileProblem(file);
      if (problem) {
        notify.error(t(`images.${problem}Problem`, { name: file.name }));
        continue;
      }
      try {
        const { url } = await uploadImage(await readImageFile(file));
        added.push({ imageId: '', url });
      } catch (e) {
        notify.error(
          e instanceof ApiClientError && e.message
            ? e.message
            : t('images.uploadFailed', { name: file.name }),
        );
      }
    }
    setUploading(0);
    if (added.length > 0) onChange([...images, ...added]);
  }

  return (
    <Input.Wrapper
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      description={compact ? undefined : t('images.hint', { max })}
      error={error}
    >
      <Group gap="xs" mt={compact ? 0 : 'xs'} align="flex-start">
        {images.map((image, i) => (
          <Paper key={image.imageId || image.url} withBorder radius="sm" p={4} w={size + 10}>
            <Stack gap={4} align="center">
              <Image
                src={image.url}
                alt={t('images.alt', { index: i + 1 })}
                w={size}
                h={size}
                fit="cover"
                radius="sm"
              />
              {i === 0 ? (
                <Badge size="xs">{t('images.cover')}</Badge>
              ) : (
                <Button size="compact-xs" variant="subtle" onClick={() => onChange(moveItem(images, i, 0))}>
                  {t('images.makeCover')}
                </Button>
              )}
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="default"
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(images, i, i - 1))}
                  aria-label={t('images.moveLeft', { index: i + 1 })}
                >
                  ‹
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="default"
                  disabled={i === images.length - 1}
                  onClick={() => onChange(moveItem(images, i, i + 1))}
                  aria-label={t('images.moveRight', { index: i + 1 })}
                >
                  ›
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="light"
                  color="red"
                  onClick={() => onChange(images.filter((_, j) => j !== i))}
                  aria-label={t('images.remove', { index: i + 1 })}
                >
                  ×
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        ))}
        {room > 0 && (
          <FileButton
            onChange={(files) => void upload(files)}
            accept="image/jpeg,image/png,image/webp"
            multiple
          >
            {(props) => (
              <Button {...props} variant="default" h={size + 10} w={size + 10} loading={uploading > 0} px={4}>
                <Text size="xs" style={{ whiteSpace: 'normal' }}>
                  {t('images.add', { count: images.length, max })}
                </Text>
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Input.Wrapper>
  );
}
