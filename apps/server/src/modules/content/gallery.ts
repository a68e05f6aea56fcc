import { GALLERY_MAX_BYTES, type Media } from '@booster/contracts';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { containsText, type Db, offsetPage, withTransaction } from '../../platform/db/index.ts';
import { AppError, fieldError, notFound } from '../../platform/errors/index.ts';
import { decodeImageUpload, type FileStorage, type ImageContentType } from '../../platform/storage/index.ts';
import type { AuditService } from '../audit/index.ts';
import { mediaFiles } from './tables.ts';

/** Longest side an image is kept at: enough for a full-width hero, small enough to load fast. */
export const GALLERY_MAX_SIDE = 1920;

/** Texts that may refer to an image (saved content), each with the place it stands for. */
export type UsageSource = () => Promise<{ place: string; text: string }[]>;

type Row = typeof mediaFiles.$inferSelect;

/** The image re-encoded in its own format, turned upright, at most GALLERY_MAX_SIDE on each side. */
async function resize(bytes: Uint8Array, type: ImageContentType) {
  const image = sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: GALLERY_MAX_SIDE, height: GALLERY_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/png'
      ? image.png({ compressionLevel: 9 })
      : type === 'image/webp'
        ? image.webp({ quality: 85 })
        : image.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    // The first bytes looked right but the image does not decode.
    throw fieldError('data', 'content.imageInvalid');
  }
}

/**
 * The media library: images for landing pages, banners and e-mails. An image is deleted only when no
 * saved content (top bar, popup banners, landing pages) mentions its key.
 */
export function createGallery(deps: {
  db: Db;
  audit: AuditService;
  storage: FileStorage;
  sources: UsageSource[];
}) {
  const { db, audit, storage } = deps;

  async function usage(): Promise<{ place: string; text: string }[]> {
    return (await Promise.all(deps.sources.map((s) => s()))).flat();
  }
  const placesOf = (key: string, texts: { place: string; text: string }[]) => [
    ...new Set(texts.filter((t) => t.text.includes(key)).map((t) => t.place)),
  ];
  const toMedia = (row: Row, usedIn: string[]): Media => ({
    _id: row.id,
    url: storage.urlOf(row.key),
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    usedIn,
  });

  return {
    async list(query: { page: number; limit: number; search?: string }) {
      const where = query.search ? containsText(query.search, mediaFiles.name) : undefined;
      const orderBy = [desc(mediaFiles.createdAt), desc(mediaFiles.id)];
      const { rows, meta } = await offsetPage(db, mediaFiles, { ...query, where, orderBy });
      const texts = rows.length ? await usage() : [];
      return { docs: rows.map((r) => toMedia(r, placesOf(r.key, texts))), ...meta };
    },

    async upload(
      actorUserId: string,
      input: { fileName: string; contentType: ImageContentType; data: string },
    ): Promise<Media> {
      const bytes = decodeImageUpload(input, {
        maxBytes: GALLERY_MAX_BYTES,
        tooLarge: 'content.imageTooLarge',
        invalid: 'content.imageInvalid',
      });
      const image = await resize(bytes, input.contentType);
      const stored = await storage.putImage('media', input.contentType, image.data);
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(mediaFiles)
          .values({
            key: stored.key,
            name: input.fileName,
            contentType: input.contentType,
            size: image.data.length,
            width: image.width,
            height: image.height,
            uploadedBy: actorUserId,
          })
          .returning();
        await audit.record(
          {
            actorUserId,
            action: 'gallery.uploaded',
            targetType: 'media',
            targetId: row.id,
            detail: { name: row.name, url: stored.url, size: row.size },
          },
          tx,
        );
        return toMedia(row, []);
      });
    },

    async remove(actorUserId: string, id: string) {
      const key = await withTransaction(db, async (tx) => {
        const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
        if (!row) throw notFound();
        const places = placesOf(row.key, await usage());
        if (places.length > 0)
          throw new AppError('MEDIA_IN_USE', {
            params: { places: places.join(', ') },
            details: { usedIn: places },
          });
        await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
        await audit.record(
          {
            actorUserId,
            action: 'gallery.deleted',
            targetType: 'media',
            targetId: id,
            detail: { name: row.name, url: storage.urlOf(row.key) },
          },
          tx,
        );
        return row.key;
      });
      await storage.remove(key);
    },
  };
}

export type Gallery = ReturnType<typeof createGallery>;
