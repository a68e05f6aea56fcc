import { FRAME_LIMITS, type FrameTemplate, frameTemplateSvg } from '@booster/domain';
import sharp from 'sharp';
import { AppError, fieldError } from '../../platform/errors/index.ts';
import { base64Length } from '../../platform/storage/index.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uploadError = (key: 'frameImageInvalid' | 'frameImageTooLarge' | 'frameImageTooSmall') =>
  fieldError('source.data', `validation.${key}`);

/** A template drawn as a transparent PNG of `size` × `size`. */
export async function renderTemplate(template: FrameTemplate, size: number): Promise<Buffer> {
  return sharp(Buffer.from(frameTemplateSvg(template, size)))
    .png()
    .toBuffer();
}

/**
 * A seller's frame file (base64): a real PNG with an alpha channel, at most 2 MB, at least 300 px a
 * side; stretched to the platform's square cover size (frames are drawn for square covers).
 */
export async function normaliseUpload(base64: string, size: number): Promise<Buffer> {
  if (base64.length > base64Length(FRAME_LIMITS.uploadMaxBytes) + 4) throw uploadError('frameImageTooLarge');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > FRAME_LIMITS.uploadMaxBytes) throw uploadError('frameImageTooLarge');
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b))
    throw uploadError('frameImageInvalid');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw uploadError('frameImageInvalid');
  }
  if (meta.format !== 'png' || !meta.hasAlpha) throw uploadError('frameImageInvalid');
  if ((meta.width ?? 0) < FRAME_LIMITS.uploadMinEdge || (meta.height ?? 0) < FRAME_LIMITS.uploadMinEdge)
    throw uploadError('frameImageTooSmall');
  try {
    return await sharp(bytes).resize(size, size, { fit: 'fill' }).png().toBuffer();
  } catch (cause) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'source.data': 'validation.frameImageInvalid' },
      messageKey: 'validation.frameImageInvalid',
      cause,
    });
  }
}
