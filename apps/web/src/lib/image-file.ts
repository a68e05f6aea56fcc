/** The image types every Booster upload endpoint takes. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export type ImageFileProblem = 'type' | 'size';

/** Why the browser already knows the server will refuse this file, or null. */
export function imageFileProblem(
  file: { type: string; size: number },
  maxBytes: number,
): ImageFileProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The file as an upload body: base64 without the `data:` prefix. */
export function readImageFile(
  file: File,
): Promise<{ fileName: string; contentType: UploadImageType; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type as UploadImageType,
        data: dataUrl.slice(dataUrl.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}
