import type { ImageUpload } from '../api/listing-mutations.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The upload endpoint takes at most 2 MB decoded. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageFileProblem = 'type' | 'size';

export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(ACCEPTED as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The file as the upload body: base64 without the `data:` prefix. */
export function readImageFile(file: File): Promise<ImageUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type as ImageUpload['contentType'],
        data: dataUrl.slice(dataUrl.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}
