import {
  DEFAULT_THEME,
  convertCssVariables,
  createTheme,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** SPEC §3 brand colours (institution type backgrounds) and the two text colours. */
export const BRAND = {
  green: '#1A4B48',
  blue: '#1355EA',
  grey: '#E7E7E7',
  pink: '#F29EAD',
  light: '#FFFFFF',
  dark: '#1C1C1A',
} as const;

// Shade 6 is the exact brand colour; lighter shades mix toward white, darker toward black.
const green: MantineColorsTuple = ['#edf1f0', '#d6dfde', '#b6c5c4', '#91a9a7', '#6c8c8a', '#436b69', '#1a4b48', '#16403d', '#123532', '#0e2928'];
const blue: MantineColorsTuple = ['#ecf1fd', '#d5e0fb', '#b3c9f8', '#8eadf5', '#6892f2', '#3d74ee', '#1355ea', '#1048c7', '#0d3ca4', '#0a2f81'];
const pink: MantineColorsTuple = ['#fef7f8', '#fdeef0', '#fbe0e5', '#f9d0d8', '#f7c1cb', '#f4afbc', '#f29ead', '#ce8693', '#a96f79', '#85575f'];
const grey: MantineColorsTuple = ['#fdfdfd', '#fbfbfb', '#f7f7f7', '#f3f3f3', '#f0f0f0', '#ebebeb', '#e7e7e7', '#c4c4c4', '#a2a2a2', '#7f7f7f'];

export const theme = createTheme({
  colors: { brand: green, blue, pink, grey },
  primaryColor: 'brand',
  primaryShade: 6,
  black: BRAND.dark,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

/** Text colours we override so they pass WCAG AA on white: "dimmed" (hints) 6.4:1, field errors 5.5:1. */
export const READABLE_TEXT = { dimmed: '#5f5f5a', error: '#c92a2a' } as const;

/** Our overrides of Mantine's variables; its default error red (#fa5252) is only 3.3:1 on white. */
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': READABLE_TEXT.dimmed, '--mantine-color-error': READABLE_TEXT.error },
  dark: {},
});

/**
 * The theme's CSS variables as a stylesheet text, rendered by the root in `<head>`.
 * Mantine's provider would write the same `<style>` into `<body>`, which is invalid HTML; the provider
 * runs with `withCssVariables={false}` and this replaces it. Only values that differ from Mantine's
 * defaults (shipped in `default-css-variables.css`) are emitted.
 */
export function themeCssText(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const extra = resolver(merged);
  const diff = (a: Record<string, string>, b: Record<string, string>) =>
    Object.fromEntries(Object.entries(a).filter(([key, value]) => b[key] !== value));
  const css = convertCssVariables(
    {
      variables: { ...diff(ours.variables, defaults.variables), ...extra.variables },
      light: { ...diff(ours.light, defaults.light), ...extra.light },
      // The site is light only (the provider forces it): no dark-scheme variables to ship.
      dark: {},
    },
    ':root',
  );
  return css + responsiveVisibilityCss(merged.breakpoints);
}

/** Mantine's `hiddenFrom` / `visibleFrom` classes, normally also written into `<body>` by the provider. */
function responsiveVisibilityCss(breakpoints: Record<string, string>): string {
  return Object.entries(breakpoints)
    .map(([name, value]) => {
      const em = parseFloat(value);
      return `@media (max-width: ${em - 0.00625}em){.mantine-visible-from-${name}{display:none !important}}@media (min-width: ${em}em){.mantine-hidden-from-${name}{display:none !important}}`;
    })
    .join('');
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/**
 * The text colour to use on a coloured tile: the one the record asks for when it is readable (WCAG AA,
 * 4.5:1), else the other SPEC §3 text colour. White on pink (2:1) would otherwise be unreadable.
 */
export function readableTextColor(background: string, requested: string): string {
  if (contrastRatio(background, requested) >= 4.5) return requested;
  const light = contrastRatio(background, BRAND.light);
  const dark = contrastRatio(background, BRAND.dark);
  return light >= dark ? BRAND.light : BRAND.dark;
}
