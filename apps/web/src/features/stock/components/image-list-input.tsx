import { Button, CloseButton, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { imageUrlFormSchema } from '../lib/image-url.ts';

export type ImageListInputProps = {
  images: readonly string[];
  onChange: (images: string[]) => void;
  max: number;
  disabled?: boolean;
};

/** Product images as URLs (e.g. copied from a listing); the first one is the cover. */
export function ImageListInput({ images, onChange, max, disabled }: ImageListInputProps) {
  const { t } = useTranslation('stock');
  const { form, field, handleSubmit } = useContractForm(
    imageUrlFormSchema(images),
    { url: '' },
    { mode: 'onSubmit' },
  );
  // No <form> of its own: the input sits inside the master product form.
  const add = handleSubmit(({ url }) => {
    onChange([...images, url]);
    form.reset({ url: '' });
  });
  const url = form.watch('url');

  return (
    <Stack gap="sm">
      {images.length > 0 && (
        <Group gap="sm">
          {images.map((src, index) => (
            <Paper key={src} withBorder radius="sm" p={4} pos="relative">
              <Image
                src={src}
                w={88}
                h={88}
                fit="cover"
                radius="sm"
                alt={t('form.imageAlt', { index: index + 1 })}
              />
              {index === 0 && (
                <Text size="xs" ta="center" c="dimmed">
                  {t('form.cover')}
                </Text>
              )}
              <CloseButton
                size="sm"
                pos="absolute"
                top={2}
                right={2}
                aria-label={t('form.removeImage', { index: index + 1 })}
                onClick={() => onChange(images.filter((image) => image !== src))}
                disabled={disabled}
              />
            </Paper>
          ))}
        </Group>
      )}
      {images.length < max && (
        <Group align="flex-start" gap="sm">
          <TextInput
            aria-label={t('form.imageUrl')}
            placeholder={t('form.imageUrlPlaceholder')}
            {...field('url')}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
            disabled={disabled}
            style={{ flex: 1 }}
            maw={480}
          />
          <Button variant="default" onClick={() => void add()} disabled={disabled || !url.trim()}>
            {t('form.addImage')}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {t('form.imagesHint', { count: images.length, max })}
      </Text>
    </Stack>
  );
}
