import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableVariantColors } from './readable-colors.ts';
import { theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = readableVariantColors(resolved);

describe('readable light and outline variants', () => {
  it.each(Object.keys(resolved.colors))(
    '%s: badge text reads on its background and outline on white',
    (name) => {
      const text = vars[`--mantine-color-${name}-light-color`];
      expect(contrastRatio(text, vars[`--mantine-color-${name}-light`])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, vars[`--mantine-color-${name}-light-hover`])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(vars[`--mantine-color-${name}-outline`], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // axe's figure for Mantine's default orange light badge, the one that failed.
    expect(contrastRatio('#d9480f', '#ffe8cc')).toBeCloseTo(3.61, 1);
  });
});
