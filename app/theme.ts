import {
  DEFAULT_THEME,
  convertCssVariables,
  createTheme,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { contrastRatio, darkenUntilReadable } from './color-contrast.ts';

import { BRAND } from '../contracts/brand.ts';

export { contrastRatio } from './color-contrast.ts';
export { BRAND } from '../contracts/brand.ts';

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

/** WCAG AA for normal text. */
const READABLE = 4.5;
const WHITE = '#ffffff';

/**
 * Mantine's own colours as we use them in variants, made readable: white text on a filled button or badge, a
 * light alert's title on its tint, and coloured text on white. Out of the box red buttons (#fa5252) are 3.3:1,
 * an orange alert's title 3.6:1 and a yellow one 2.7:1. The palettes of our own colours (brand, blue, pink,
 * grey) are left as the brand book has them: they are used with text chosen for them.
 */
export function readableVariantColors(merged = mergeMantineTheme(DEFAULT_THEME, theme)): Record<string, string> {
  const defaults = defaultCssVariablesResolver(merged);
  const all: Record<string, string> = { ...defaults.variables, ...defaults.light };
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference && all[reference[1]] ? resolve(all[reference[1]]) : value;
  };
  const overrides: Record<string, string> = {};
  for (const name of Object.keys(DEFAULT_THEME.colors)) {
    if (name === 'dark' || name in (theme.colors ?? {})) continue;
    const shades = merged.colors[name];
    const filled = shades.slice(6).find((shade) => contrastRatio(shade, WHITE) >= READABLE) ?? darkenUntilReadable(shades[9], WHITE, READABLE);
    if (filled !== resolve(all[`--mantine-color-${name}-filled`])) {
      overrides[`--mantine-color-${name}-filled`] = filled;
      overrides[`--mantine-color-${name}-filled-hover`] = darkenUntilReadable(filled, WHITE, contrastRatio(filled, WHITE) + 1);
      overrides[`--mantine-color-${name}-text`] = filled;
      overrides[`--mantine-color-${name}-outline`] = filled;
    }
    const tint = toHex(resolve(all[`--mantine-color-${name}-light`]));
    const lightText = resolve(all[`--mantine-color-${name}-light-color`]);
    if (contrastRatio(lightText, tint) < READABLE) overrides[`--mantine-color-${name}-light-color`] = darkenUntilReadable(lightText, tint, READABLE);
  }
  return overrides;
}

/** `#rrggbb`, or an `rgba(r, g, b, a)` tint laid over white (as Mantine's light variants are). */
function toHex(color: string): string {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (!rgba) return color;
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  return `#${[1, 2, 3]
    .map((index) =>
      Math.round(Number(rgba[index]) * alpha + 255 * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Our overrides of Mantine's variables; its default error red (#fa5252) is only 3.3:1 on white. */
const resolver: CSSVariablesResolver = (merged) => ({
  variables: {},
  light: { ...readableVariantColors(merged), '--mantine-color-dimmed': READABLE_TEXT.dimmed, '--mantine-color-error': READABLE_TEXT.error },
  dark: {},
});

/**
 * The theme's CSS variables as a stylesheet text, bundled with the root's CSS ({@link THEME_CSS_FILE}).
 * Mantine's provider would write the same `<style>` into `<body>`, which is invalid HTML; the provider
 * runs with `withCssVariables={false}` and this replaces it. Only values that differ from Mantine's
 * defaults (shipped in `default-css-variables.css`) are emitted.
 */
export function themeCssText(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const extra = resolver(merged);
  const diff = (a: Record<string, string>, b: Record<string, string>) => Object.fromEntries(Object.entries(a).filter(([key, value]) => b[key] !== value));
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

/** The theme's variables as a stylesheet of the root's bundle (docs/decisions/277): kept with the site's CSS. */
export const THEME_CSS_FILE = 'app/styles/theme-variables.css';

export function themeCssFileText(): string {
  return `/* Written by scripts/theme-css.ts from app/theme.ts: do not edit. */\n${themeCssText()}\n`;
}
