import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND, READABLE_TEXT, contrastRatio, readableTextColor, readableVariantColors, themeCssFileText, themeCssText, THEME_CSS_FILE } from './theme.ts';

describe('brand colours', () => {
  it.each([
    [BRAND.grey, BRAND.dark],
    [BRAND.green, BRAND.light],
    [BRAND.blue, BRAND.light],
    [BRAND.pink, BRAND.dark],
    [BRAND.green, BRAND.grey],
  ])('%s with %s passes WCAG AA for text', (background, text) => {
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(READABLE_TEXT))('%s text passes WCAG AA on white', (_name, color) => {
    expect(contrastRatio(color, BRAND.light)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces an unreadable text colour on a tile', () => {
    expect(contrastRatio(BRAND.pink, BRAND.light)).toBeLessThan(4.5);
    expect(readableTextColor(BRAND.pink, BRAND.light)).toBe(BRAND.dark);
    expect(readableTextColor(BRAND.green, BRAND.light)).toBe(BRAND.light);
    expect(readableTextColor(BRAND.grey, BRAND.light)).toBe(BRAND.dark);
  });
});

describe('theme stylesheet', () => {
  it('carries the brand palette for <head>, light scheme only', () => {
    const css = themeCssText();
    expect(css).toContain('--mantine-color-brand-6: #1a4b48');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('.mantine-hidden-from-md');
    expect(css).toContain('--mantine-color-dimmed: #5f5f5a');
    expect(css).toContain('--mantine-color-error: #c92a2a');
    expect(css).not.toContain('data-mantine-color-scheme="dark"');
  });

  it('is what the root bundles (after a theme change: npx tsx scripts/theme-css.ts)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCssFileText());
  });
});

describe("Mantine's colours in variants", () => {
  const overrides = readableVariantColors();

  it('make white text on every overridden filled colour and its hover pass WCAG AA', () => {
    const filled = Object.entries(overrides).filter(([name]) => /-filled(-hover)?$/.test(name));
    expect(filled.map(([name]) => name)).toContain('--mantine-color-red-filled');
    for (const [name, color] of filled) expect(contrastRatio(color, BRAND.light), name).toBeGreaterThanOrEqual(4.5);
  });

  it("make an orange or yellow alert's title readable on its tint", () => {
    expect(contrastRatio(overrides['--mantine-color-orange-light-color'], '#ffe8cc')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(overrides['--mantine-color-yellow-light-color'], '#fff3bf')).toBeGreaterThanOrEqual(4.5);
  });

  it('reach the stylesheet', () => {
    expect(themeCssText()).toContain(`--mantine-color-red-filled: ${overrides['--mantine-color-red-filled']}`);
  });
});
