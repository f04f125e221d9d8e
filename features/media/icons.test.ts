import { describe, expect, it } from 'vitest';
import { iconComponentName, renderIconSvg } from './icons.ts';

describe('specialization icons', () => {
  it('maps kebab-case names to icon components', () => {
    expect(iconComponentName('stethoscope')).toBe('IconStethoscope');
    expect(iconComponentName('baby-bottle')).toBe('IconBabyBottle');
  });

  it('has every icon the demo specializations use', async () => {
    const { SPECIALIZATIONS } = await import('../../db/demo-data/specializations.ts');
    const missing: string[] = [];
    for (const entry of SPECIALIZATIONS) if (!(await renderIconSvg(entry.icon))) missing.push(entry.icon);
    expect(missing).toEqual([]);
  });
});
