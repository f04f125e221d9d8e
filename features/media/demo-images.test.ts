import { describe, expect, it } from 'vitest';
import { renderBlogCover, renderPromotionBanner } from './demo-images.ts';

describe('demo images', () => {
  it('draws the same picture for the same name, and different ones for different names', () => {
    expect(renderBlogCover(3)).toBe(renderBlogCover(3));
    expect(renderBlogCover(3)).not.toBe(renderBlogCover(4));
    expect(renderPromotionBanner(1)).not.toBe(renderBlogCover(1));
    expect(renderBlogCover(1)).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"[\s\S]*<\/svg>$/);
  });
});
