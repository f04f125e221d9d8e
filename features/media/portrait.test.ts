import { describe, expect, it } from 'vitest';
import { portraitSeed, renderPortrait } from './portrait.ts';

describe('renderPortrait', () => {
  it('draws the same picture for the same seed and different ones for different seeds', () => {
    expect(renderPortrait('f-abc123')).toBe(renderPortrait('f-abc123'));
    expect(renderPortrait('f-abc123')).not.toBe(renderPortrait('m-abc124'));
    expect(renderPortrait('m-1')).toMatch(/^<svg [^>]*viewBox="0 0 200 200"[\s\S]*<\/svg>$/);
  });

  it('accepts only its own file names', () => {
    expect(portraitSeed('m-0a9z.svg')).toBe('m-0a9z');
    expect(portraitSeed('x-1.svg')).toBeNull();
    expect(portraitSeed('../m-1.svg')).toBeNull();
    expect(portraitSeed('m-1.svg.png')).toBeNull();
  });
});
