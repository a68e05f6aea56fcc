import { type CSSVariablesResolver, colorsTuple, createTheme } from '@mantine/core';
import { CONFIRM_COLOR } from '../ui/theme-constants.ts';
import { readableVariantColors } from './readable-colors.ts';

/** Booster indigo: shade 7 on white passes WCAG AA for text and buttons. */
const booster = colorsTuple([
  '#eef1ff',
  '#dde2fb',
  '#b8c1f2',
  '#909feb',
  '#6f81e4',
  '#5a6fe0',
  '#4d64df',
  '#3a4fc0',
  '#3146ad',
  '#263a94',
]);

/** Slate of the confirm button (#313b50) and the dark surfaces. */
const slate = colorsTuple([
  '#f1f3f7',
  '#e1e5ec',
  '#c2c9d6',
  '#a0aabd',
  '#8590a8',
  '#737f9a',
  '#5c6882',
  '#4a556d',
  CONFIRM_COLOR,
  '#232a3a',
]);

export const theme = createTheme({
  primaryColor: 'booster',
  primaryShade: 7,
  colors: { booster, slate },
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { radius: 'md', centered: true }, styles: { title: { fontWeight: 700 } } },
    Drawer: { styles: { title: { fontWeight: 700 } } },
  },
});

/** Dimmed text darker than Mantine's default so secondary text keeps 4.5:1 contrast; readable light badges. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readableVariantColors(resolved),
    '--mantine-color-dimmed': '#5b6472',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
