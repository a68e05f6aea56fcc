import { PACKAGE_NAMES } from '@booster/domain';
import { z } from 'zod';
import { personSchema } from '../auth/user.ts';
import { dateTime, idParams, idSchema, searchQuery, text } from '../common/fields.ts';
import { pagedSchema, pageFields } from '../common/paging.ts';
import { defineRoute, messageSchema } from '../common/route.ts';
import { topbarSchema } from './content.ts';
import { imageAddress, landingContentSchema, landingPageSchema, landingParamsSchema } from './landing.ts';

/** Who a popup banner is for: a package, or `guest` (not logged in). */
export const BANNER_AUDIENCES = [...PACKAGE_NAMES, 'guest'] as const;
export type BannerAudienceName = (typeof BANNER_AUDIENCES)[number];

/** A link an admin sets: empty, an https/http URL, or a path of the app ("/pricing"). */
export const linkAddress = imageAddress;

export const topbarInputSchema = z.object({
  theme: z.number({ error: 'validation.invalid' }).int().min(1).max(4),
  content: text().trim().min(1, { error: 'validation.required' }).max(300, { error: 'validation.invalid' }),
  redirectUrl: linkAddress,
  status: z.boolean(),
});
export type TopbarInput = z.infer<typeof topbarInputSchema>;

const when = dateTime().nullable();

export const popupBannerInputSchema = z
  .object({
    urlImage: imageAddress.refine((v) => v !== '', { error: 'validation.required' }),
    link: linkAddress,
    audiences: z
      .array(z.enum(BANNER_AUDIENCES, { error: 'validation.packageInvalid' }))
      .min(1, { error: 'validation.required' }),
    startsAt: when,
    endsAt: when,
    active: z.boolean(),
  })
  .refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
    path: ['endsAt'],
    error: 'validation.dateInvalid',
  });
export type PopupBannerInput = z.infer<typeof popupBannerInputSchema>;

export const adminPopupBannerSchema = z.object({
  _id: z.string(),
  urlImage: z.string(),
  link: z.string(),
  audiences: z.array(z.enum(BANNER_AUDIENCES)),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminPopupBanner = z.infer<typeof adminPopupBannerSchema>;

export const GALLERY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest upload the gallery takes (decoded bytes). */
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024;

export const galleryUploadSchema = z.object({
  fileName: text().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.invalid' }),
  contentType: z.enum(GALLERY_IMAGE_TYPES, { error: 'validation.invalid' }),
  /** Base64 without the data: prefix. */
  data: text().min(1, { error: 'validation.required' }),
});

export const mediaSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  /** Where it is used ("topbar", "popup-banner", "landing:main"…); deletable only when empty. */
  usedIn: z.array(z.string()),
});
export type Media = z.infer<typeof mediaSchema>;

export const galleryQuerySchema = z.object({
  ...pageFields(100, 24),
  search: searchQuery.optional(),
});

export const ANNOUNCEMENT_AUDIENCES = ['all', 'packages', 'members'] as const;

export const announcementInputSchema = z
  .object({
    title: text().trim().min(1, { error: 'validation.required' }).max(120, { error: 'validation.invalid' }),
    description: text()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(1000, { error: 'validation.invalid' }),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'validation.invalid' }),
    packages: z.array(z.enum(PACKAGE_NAMES, { error: 'validation.packageInvalid' })).default([]),
    memberIds: z.array(idSchema).max(1000, { error: 'validation.invalid' }).default([]),
  })
  .refine((a) => a.audience !== 'packages' || a.packages.length > 0, {
    path: ['packages'],
    error: 'validation.required',
  })
  .refine((a) => a.audience !== 'members' || a.memberIds.length > 0, {
    path: ['memberIds'],
    error: 'validation.required',
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const recipientSchema = personSchema.extend({ subscriptionPackage: z.string() });

export const adminContentRoutes = {
  topbar: defineRoute({
    method: 'GET',
    path: '/api/admin/content/topbar',
    summary: 'Admin: the top bar as saved',
    tags: ['admin', 'content'],
    response: topbarSchema,
  }),
  saveTopbar: defineRoute({
    method: 'PUT',
    path: '/api/admin/content/topbar',
    summary: 'Admin: save the top bar (theme 1-4, content, redirect link, on/off)',
    tags: ['admin', 'content'],
    body: topbarInputSchema,
    response: topbarSchema,
  }),
  banners: defineRoute({
    method: 'GET',
    path: '/api/admin/popup-banners',
    summary: 'Admin: every popup banner, newest first',
    tags: ['admin', 'content'],
    response: z.array(adminPopupBannerSchema),
  }),
  createBanner: defineRoute({
    method: 'POST',
    path: '/api/admin/popup-banners',
    summary: 'Admin: add a popup banner (a new id, so members who closed the last one see it)',
    tags: ['admin', 'content'],
    body: popupBannerInputSchema,
    response: adminPopupBannerSchema,
  }),
  updateBanner: defineRoute({
    method: 'PUT',
    path: '/api/admin/popup-banners/:id',
    summary: 'Admin: change a popup banner; a new image or link gives it a new id',
    tags: ['admin', 'content'],
    params: idParams,
    body: popupBannerInputSchema,
    response: adminPopupBannerSchema,
  }),
  deleteBanner: defineRoute({
    method: 'DELETE',
    path: '/api/admin/popup-banners/:id',
    summary: 'Admin: delete a popup banner',
    tags: ['admin', 'content'],
    params: idParams,
    response: messageSchema,
  }),
  landing: defineRoute({
    method: 'GET',
    path: '/api/admin/landing/:page',
    summary: 'Admin: the saved sections of a public page',
    tags: ['admin', 'content'],
    params: landingParamsSchema,
    response: landingPageSchema,
  }),
  saveLanding: defineRoute({
    method: 'PUT',
    path: '/api/admin/landing/:page',
    summary: 'Admin: save the sections of a public page in both languages',
    tags: ['admin', 'content'],
    params: landingParamsSchema,
    body: landingContentSchema,
    response: landingPageSchema,
  }),
  gallery: defineRoute({
    method: 'GET',
    path: '/api/admin/gallery',
    summary: 'Admin: the media library, newest first, searchable by name',
    tags: ['admin', 'content'],
    query: galleryQuerySchema,
    response: pagedSchema(mediaSchema),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/api/admin/gallery',
    summary: 'Admin: upload an image (JPEG, PNG or WebP up to 5 MB; resized to at most 1920 px)',
    tags: ['admin', 'content'],
    body: galleryUploadSchema,
    response: mediaSchema,
  }),
  deleteMedia: defineRoute({
    method: 'DELETE',
    path: '/api/admin/gallery/:id',
    summary: 'Admin: delete an image nothing uses (409 MEDIA_IN_USE otherwise)',
    tags: ['admin', 'content'],
    params: idParams,
    response: messageSchema,
  }),
  announce: defineRoute({
    method: 'POST',
    path: '/api/admin/notification/announce',
    summary: 'Admin: an announcement to every member, some packages or chosen members (bell, realtime)',
    tags: ['admin', 'notifications'],
    body: announcementInputSchema,
    response: z.object({ sent: z.number().int() }),
  }),
  recipients: defineRoute({
    method: 'GET',
    path: '/api/admin/notification/recipients',
    summary: 'Admin: members matching a search, to choose announcement recipients',
    tags: ['admin', 'notifications'],
    query: z.object({ search: searchQuery.optional() }),
    response: z.array(recipientSchema),
  }),
} as const;
