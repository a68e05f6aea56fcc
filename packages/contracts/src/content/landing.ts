import { z } from 'zod';
import { text } from '../common/fields.ts';
import { defineRoute } from '../common/route.ts';

/** The public pages whose sections admins edit: `/` (main) and `/affiliate`. */
export const LANDING_PAGES = ['main', 'affiliate'] as const;
export type LandingPageName = (typeof LANDING_PAGES)[number];
export const LANDING_LOCALES = ['id', 'en'] as const;
export type LandingLocale = (typeof LANDING_LOCALES)[number];

const line = (max: number) => text().trim().max(max, { error: 'validation.invalid' });
const required = (max: number) => line(max).min(1, { error: 'validation.required' });

/** An image address: one of our gallery URLs, any https URL, or a path of the web app ("/images/…"). */
export const imageAddress = text()
  .trim()
  .max(1000, { error: 'validation.urlInvalid' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), {
    error: 'validation.urlInvalid',
  });

export const landingHeroSchema = z.object({
  eyebrow: line(80),
  title: required(160),
  subtitle: line(400),
  imageUrl: imageAddress,
  primaryCta: required(40),
  secondaryCta: line(40),
  /** Short ticked lines under the subtitle. */
  points: z.array(required(120)).max(6).default([]),
  /** A small line under the buttons. */
  note: line(200).default(''),
});

export const landingFeaturesSchema = z.object({
  title: line(160),
  subtitle: line(400),
  items: z.array(z.object({ title: required(100), description: line(400) })).max(12),
});

export const landingTestimonialsSchema = z.object({
  title: line(160),
  items: z
    .array(z.object({ name: required(80), role: line(120), quote: required(600), avatarUrl: imageAddress }))
    .max(12),
});

export const landingFaqSchema = z.object({
  title: line(160),
  items: z.array(z.object({ question: required(200), answer: required(1500) })).max(20),
});

export const landingCtaSchema = z.object({ title: required(160), subtitle: line(400), button: required(40) });

/** One language's sections; a list section with no items is not shown. */
export const landingSectionsSchema = z.object({
  hero: landingHeroSchema,
  features: landingFeaturesSchema,
  testimonials: landingTestimonialsSchema,
  faq: landingFaqSchema,
  cta: landingCtaSchema,
});
export type LandingSections = z.infer<typeof landingSectionsSchema>;

/** Both languages of a page. */
export const landingContentSchema = z.object({ id: landingSectionsSchema, en: landingSectionsSchema });
export type LandingContent = z.infer<typeof landingContentSchema>;

/** What is saved for a page; `content` null until an admin saves it (the web shows its defaults). */
export const landingPageSchema = z.object({
  page: z.enum(LANDING_PAGES),
  content: landingContentSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const landingParamsSchema = z.object({ page: z.enum(LANDING_PAGES, { error: 'validation.invalid' }) });

export const landingRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/guest/landing/:page',
    summary: 'Saved sections of a public page (cached: ETag, Cache-Control)',
    tags: ['content'],
    params: landingParamsSchema,
    response: landingPageSchema,
  }),
} as const;
