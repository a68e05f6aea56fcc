import { FRAME_BANNER_POSITIONS, FRAME_CORNERS, FRAME_LIMITS, FRAME_MARKETPLACES } from '@booster/domain';
import { z } from 'zod';
import { idSchema, searchQuery, text } from '../common/fields.ts';
import { itemRunSchema } from '../common/item-run.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute } from '../common/route.ts';
import { shopNameFields } from '../shops/shops.ts';

/** Frames are offered on Shopee and Tokopedia only; any other marketplace is a 400 on `marketplace`. */
export const frameMarketplaceSchema = z.enum(FRAME_MARKETPLACES, {
  error: 'validation.templateMarketplaceInvalid',
});

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.colourInvalid' });

/** The words of a badge or banner: required, at most `max` characters. */
const frameText = (max: number, tooLong: string) =>
  text().trim().min(1, { error: 'validation.required' }).max(max, { error: tooLong });

export const frameTemplateSchema = z.object({
  border: z.object({
    width: z.number().int({ error: 'validation.numberInvalid' }).min(0).max(FRAME_LIMITS.borderWidthMax),
    colour,
  }),
  badge: z
    .object({
      text: frameText(FRAME_LIMITS.badgeTextMax, 'validation.badgeTextTooLong'),
      corner: z.enum(FRAME_CORNERS),
      background: colour,
      colour,
    })
    .nullable(),
  banner: z
    .object({
      text: frameText(FRAME_LIMITS.bannerTextMax, 'validation.bannerTextTooLong'),
      position: z.enum(FRAME_BANNER_POSITIONS),
      background: colour,
      colour,
    })
    .nullable(),
});

/**
 * A frame is built from a template or uploaded as a transparent PNG (base64, no data: prefix, at most
 * 2 MB, at least 300 px a side); the server stores it at the platform's cover size.
 */
export const frameBodySchema = z.object({
  name: text()
    .trim()
    .min(1, { error: 'validation.nameRequired' })
    .max(FRAME_LIMITS.nameMax, { error: 'validation.frameNameTooLong' }),
  source: z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('template'), template: frameTemplateSchema }),
      z.object({ kind: z.literal('upload'), data: text().min(1, { error: 'validation.frameImageInvalid' }) }),
    ],
    { error: 'validation.frameSourceRequired' },
  ),
});
export type FrameBody = z.infer<typeof frameBodySchema>;

export const frameSchema = z.object({
  _id: z.string(),
  marketplace: frameMarketplaceSchema,
  name: z.string(),
  kind: z.enum(['template', 'upload']),
  template: frameTemplateSchema.nullable(),
  /** The overlay PNG (transparent) at the platform's cover size. */
  imageUrl: z.string(),
  size: z.number().int(),
  /** Covers that carry this frame now. */
  framedCount: z.number().int(),
  updatedAt: z.string(),
});
export type Frame = z.infer<typeof frameSchema>;

/** A listing as the frame pages show it: its cover now, and the frame it carries (if any). */
export const frameListingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ...shopNameFields,
  cover: z.string().nullable(),
  frame: z
    .object({
      frameId: z.string().nullable(),
      frameName: z.string().nullable(),
      originalCover: z.string(),
      appliedAt: z.string(),
    })
    .nullable(),
});
export type FrameListing = z.infer<typeof frameListingSchema>;

export const frameListingQuerySchema = z.object({
  ...pageFields(100, 20),
  search: searchQuery.optional(),
  shopId: idSchema.optional(),
  /** `framed`: only listings that carry a frame now. */
  filter: z.enum(['all', 'framed']).default('all'),
});

export const FRAME_RUN_MAX = 500;
const listingIds = z
  .array(idSchema)
  .min(1, { error: 'validation.listingsRequired' })
  .max(FRAME_RUN_MAX, { error: 'validation.listingsTooMany' });

export const frameApplyBodySchema = z.object({ frameId: idSchema, listingIds });
export const frameRemoveBodySchema = z.object({ listingIds });

/** Apply or remove as a run: progress and the bulk result dialog. */
export const frameRunSchema = itemRunSchema.extend({ marketplace: frameMarketplaceSchema });
export type FrameRun = z.infer<typeof frameRunSchema>;

const marketplaceParams = z.object({ marketplace: frameMarketplaceSchema });
const frameParams = z.object({ marketplace: frameMarketplaceSchema, id: idSchema });

export const frameRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/app/frame/:marketplace',
    summary: "The account's frames of one marketplace",
    tags: ['frames'],
    params: marketplaceParams,
    response: z.array(frameSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/app/frame/:marketplace',
    summary: 'Create a frame from a template or an uploaded PNG',
    tags: ['frames'],
    params: marketplaceParams,
    body: frameBodySchema,
    response: frameSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/app/frame/:marketplace/:id',
    summary: 'One frame',
    tags: ['frames'],
    params: frameParams,
    response: frameSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/app/frame/:marketplace/:id',
    summary: 'Change a frame (covers already framed keep their image)',
    tags: ['frames'],
    params: frameParams,
    body: frameBodySchema,
    response: frameSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/app/frame/:marketplace/:id',
    summary: 'Delete a frame (framed covers keep their original, so they can still be restored)',
    tags: ['frames'],
    params: frameParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  listings: defineRoute({
    method: 'GET',
    path: '/api/app/frame/:marketplace/listings',
    summary: 'Listings with their cover and frame',
    tags: ['frames'],
    params: marketplaceParams,
    query: frameListingQuerySchema,
    response: pagedSchema(frameListingSchema),
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/api/app/frame/:marketplace/apply',
    summary: 'Put a frame on the covers of one or more listings (a run, one job per listing)',
    tags: ['frames'],
    params: marketplaceParams,
    body: frameApplyBodySchema,
    response: frameRunSchema,
  }),
  unframe: defineRoute({
    method: 'POST',
    path: '/api/app/frame/:marketplace/remove',
    summary: 'Take the frame off the covers of listings, restoring their original covers',
    tags: ['frames'],
    params: marketplaceParams,
    body: frameRemoveBodySchema,
    response: frameRunSchema,
  }),
  run: defineRoute({
    method: 'GET',
    path: '/api/app/frame/:marketplace/runs/:id',
    summary: 'Progress and result of an apply or remove run',
    tags: ['frames'],
    params: frameParams,
    response: frameRunSchema,
  }),
} as const;
