import { darken, type MantineTheme } from '@mantine/core';

/** WCAG 2 AA for normal text, with a little margin for anti-aliasing. */
const MIN_CONTRAST = 4.6;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `rgb(…)` as Mantine's darken writes it → `#rrggbb`. */
function toHex(color: string): string {
  if (color.startsWith('#')) return color.slice(0, 7);
  const parts = color
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number) ?? [0, 0, 0];
  return `#${parts.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `color`, darkened just enough to read on `background`. */
export function readableOn(color: string, background: string): string {
  let hex = toHex(color);
  for (let step = 0.05; contrastRatio(hex, background) < MIN_CONTRAST && step < 1; step += 0.05)
    hex = toHex(darken(color, step));
  return hex;
}

/**
 * Light badges and outline buttons that read (axe colour-contrast): the lightest tone behind, the
 * darkest tone in front darkened where needed (orange, yellow, lime, green, teal fail by default).
 */
export function readableVariantColors(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    variables[`--mantine-color-${name}-light`] = shades[0];
    variables[`--mantine-color-${name}-light-hover`] = shades[1];
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    variables[`--mantine-color-${name}-outline`] = readableOn(
      shades[theme.primaryShade as number] ?? shades[7],
      '#ffffff',
    );
  }
  return variables;
}
