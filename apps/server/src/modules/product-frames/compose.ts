import sharp from 'sharp';

/** JPEG quality of a framed cover: what the platforms re-encode to anyway, well under their size limits. */
export const FRAMED_COVER_QUALITY = 90;

/**
 * The framed cover: the product photo fitted whole into a white square of `size` (nothing cropped,
 * as the platforms show covers square), the frame overlay laid over it, as a JPEG.
 */
export async function composeCover(photo: Uint8Array, overlay: Uint8Array, size: number): Promise<Buffer> {
  return sharp(photo, { density: 300 })
    .resize(size, size, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: FRAMED_COVER_QUALITY })
    .toBuffer();
}
