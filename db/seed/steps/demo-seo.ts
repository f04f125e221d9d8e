import type { SeedContext } from './context.ts';

/** Issue 28's demo of the back office's seo screens, after the content step. */
export async function seedDemoSeo(_context: SeedContext): Promise<void> {}
