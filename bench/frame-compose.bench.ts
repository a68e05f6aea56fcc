import os from 'node:os';
import { DEFAULT_FRAME_TEMPLATE, frameCoverPx } from '@booster/domain';
import sharp from 'sharp';
import { composeCover } from '../apps/server/src/modules/product-frames/compose.ts';
import { renderTemplate } from '../apps/server/src/modules/product-frames/frame-image.ts';
import { compare } from './lib/load.ts';

/**
 * Frame composition throughput (one request = one framed cover, so req/s = images/s): Booster's
 * `composeCover` (photo fitted whole into a white square at Shopee's 1024 px, template overlay, JPEG q90)
 * against the bare sharp pipeline that produces the same picture (resize + composite + JPEG, defaults).
 * Two callers at a time and libvips limited to 2 threads: the 2 cores the machines have.
 */
export async function frameComposeBench() {
  const size = frameCoverPx('shopee');
  sharp.concurrency(Math.min(2, os.availableParallelism()));
  // A seller's photo: 1200 × 900 JPEG with camera-like noise (not square, so the fit matters).
  const photo = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#8a6',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const overlay = await renderTemplate(DEFAULT_FRAME_TEMPLATE, size);

  const ours = async () => void (await composeCover(photo, overlay, size));
  const baseline = async () =>
    void (await sharp(photo)
      .resize(size, size, { fit: 'contain', background: '#ffffff' })
      .composite([{ input: overlay }])
      .jpeg()
      .toBuffer());
  return [
    await compare(
      `frame composition ${size} px (images/s, ${Math.min(2, os.availableParallelism())} cores)`,
      ours,
      baseline,
      {
        requests: 120,
        concurrency: 2,
      },
    ),
  ];
}
