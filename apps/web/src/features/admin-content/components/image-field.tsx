import { Button, Group, Image, Modal, SimpleGrid, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { ImageIcon } from '../../../ui/icons.tsx';
import { EmptyState, SearchInput } from '../../../ui/index.ts';
import { galleryQueryOptions } from '../api/content-queries.ts';
import { usePhone } from '../lib/use-phone.ts';
import { MediaImage } from './media-card.tsx';
import { UploadButton } from './upload-button.tsx';

export type ImageFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  withAsterisk?: boolean;
  description?: string;
};

/** An image address: typed, or picked from (or uploaded to) the gallery, with a thumbnail. */
export function ImageField({ label, value, onChange, error, withAsterisk, description }: ImageFieldProps) {
  const { t } = useTranslation('adminContent');
  const [opened, { open, close }] = useDisclosure(false);
  const phone = usePhone();
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          errorProps={{ role: 'alert' }}
          placeholder="https://"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="default"
          onClick={open}
          leftSection={<ImageIcon size={16} />}
          style={{ flex: 'none' }}
        >
          {t('gallery.choose')}
        </Button>
      </Group>
      {value && (
        <Image
          src={value}
          alt=""
          h={72}
          w="auto"
          fit="contain"
          radius="sm"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={t('gallery.pickTitle')}
        size="xl"
        centered
        fullScreen={phone}
      >
        {opened && (
          <GalleryPicker
            onPick={(url) => {
              onChange(url);
              close();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function GalleryPicker({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useTranslation('adminContent');
  const { text: search, setText: setSearch, search: debounced } = useSearchText();
  const query = useQuery(galleryQueryOptions({ page: 1, limit: 48, search: debounced || undefined }));
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <SearchInput
          value={search}
          onChange={setSearch}
          aria-label={t('gallery.search')}
          placeholder={t('gallery.searchPlaceholder')}
          style={{ flex: 1 }}
        />
        <UploadButton onUploaded={(media) => onPick(media.url)} />
      </Group>
      {query.data?.docs.length === 0 ? (
        <EmptyState title={t('gallery.emptyTitle')} description={t('gallery.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {query.data?.docs.map((media) => (
            <UnstyledButton
              key={media._id}
              onClick={() => onPick(media.url)}
              aria-label={t('gallery.pick', { name: media.name })}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
            >
              <MediaImage media={media} h={110} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
