import { GALLERY_MAX_BYTES, type Media } from '@booster/contracts';
import { Button, FileButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../../lib/api-errors.ts';
import { imageFileProblem, readImageFile, UPLOAD_IMAGE_TYPES } from '../../../lib/image-file.ts';
import { UploadIcon } from '../../../ui/icons.tsx';
import { notify } from '../../../ui/index.ts';
import { useUploadMedia } from '../api/content-queries.ts';

/** Uploads one or more images to the gallery (checked here for type and size first, again by the server). */
export function UploadButton({ onUploaded }: { onUploaded?: (media: Media) => void }) {
  const { t } = useTranslation('adminContent');
  const upload = useUploadMedia();

  async function send(files: File[]) {
    for (const file of files) {
      const problem = imageFileProblem(file, GALLERY_MAX_BYTES);
      if (problem) {
        notify.error(t(problem === 'type' ? 'gallery.wrongType' : 'gallery.tooLarge', { name: file.name }));
        continue;
      }
      try {
        const media = await upload.mutateAsync(await readImageFile(file));
        notify.success(t('gallery.uploaded', { name: media.name }));
        onUploaded?.(media);
      } catch (error) {
        reportActionError(error, t('gallery.uploadFailed'));
      }
    }
  }

  return (
    <FileButton onChange={(files) => void send(files)} accept={UPLOAD_IMAGE_TYPES.join(',')} multiple>
      {(props) => (
        <Button {...props} leftSection={<UploadIcon size={16} />} loading={upload.isPending}>
          {t('gallery.upload')}
        </Button>
      )}
    </FileButton>
  );
}
