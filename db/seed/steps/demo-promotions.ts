import type { SeedContext } from './context.ts';

/** Issue 28's demo of the back office's promotions screens, after the content step. */
export async function seedDemoPromotions(_context: SeedContext): Promise<void> {}
