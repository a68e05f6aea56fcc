/**
 * Frames over product covers (product/frame): a template a seller builds (border, corner badge, text
 * banner, colours) drawn as one SVG. The server rasterises it at the platform's cover size and lays
 * it over the cover; the web shows the same SVG over the cover as the preview, so both agree.
 * Lengths are in thousandths of the cover's edge (the SVG's viewBox is 1000 × 1000).
 */
export const FRAME_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type FrameCorner = (typeof FRAME_CORNERS)[number];
export const FRAME_BANNER_POSITIONS = ['top', 'bottom'] as const;
export type FrameBannerPosition = (typeof FRAME_BANNER_POSITIONS)[number];

export type FrameTemplate = {
  /** Width 0 draws no border. */
  border: { width: number; colour: string };
  /** A round badge in one corner ("COD"). */
  badge: { text: string; corner: FrameCorner; background: string; colour: string } | null;
  /** A strip across the top or bottom ("GRATIS ONGKIR"). */
  banner: { text: string; position: FrameBannerPosition; background: string; colour: string } | null;
};

/** Limits the contract checks (and the editor's inputs use). */
export const FRAME_LIMITS = {
  borderWidthMax: 120,
  badgeTextMax: 8,
  bannerTextMax: 24,
  nameMax: 60,
  /** An uploaded frame PNG: bytes and smallest edge. */
  uploadMaxBytes: 2 * 1024 * 1024,
  uploadMinEdge: 300,
} as const;

/** What a new frame starts as in the editor. */
export const DEFAULT_FRAME_TEMPLATE: FrameTemplate = {
  border: { width: 40, colour: '#EE4D2D' },
  badge: { text: 'COD', corner: 'top-right', background: '#FFD600', colour: '#222222' },
  banner: { text: 'GRATIS ONGKIR', position: 'bottom', background: '#EE4D2D', colour: '#FFFFFF' },
};

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Font size that fits `text` into `width` (bold sans glyphs are ~0.62 em wide on average). */
const fitFont = (text: string, width: number, max: number) =>
  Math.round(Math.min(max, width / Math.max(1, text.length * 0.62)));

const FONT = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold"`;

/** The template as a transparent SVG overlay of `size` × `size` pixels. */
export function frameTemplateSvg(template: FrameTemplate, size = 1000): string {
  const parts: string[] = [];
  const { border, badge, banner } = template;
  const inset = border.width;
  if (border.width > 0) {
    const half = border.width / 2;
    parts.push(
      `<rect x="${half}" y="${half}" width="${1000 - border.width}" height="${1000 - border.width}" fill="none" stroke="${border.colour}" stroke-width="${border.width}"/>`,
    );
  }
  if (banner?.text) {
    const height = 130;
    const y = banner.position === 'top' ? inset : 1000 - inset - height;
    const width = 1000 - 2 * inset;
    parts.push(
      `<rect x="${inset}" y="${y}" width="${width}" height="${height}" fill="${banner.background}"/>`,
      `<text x="500" y="${y + height / 2}" dominant-baseline="central" text-anchor="middle" ${FONT} font-size="${fitFont(banner.text, width - 60, 80)}" fill="${banner.colour}">${escapeXml(banner.text)}</text>`,
    );
  }
  if (badge?.text) {
    const r = 100;
    const left = badge.corner.endsWith('left');
    const top = badge.corner.startsWith('top');
    const cx = left ? inset + r + 20 : 1000 - inset - r - 20;
    const cy = top ? inset + r + 20 : 1000 - inset - r - 20;
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${badge.background}"/>`,
      `<text x="${cx}" y="${cy}" dominant-baseline="central" text-anchor="middle" ${FONT} font-size="${fitFont(badge.text, 2 * r - 30, 70)}" fill="${badge.colour}">${escapeXml(badge.text)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">${parts.join('')}</svg>`;
}
