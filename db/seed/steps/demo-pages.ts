import type { SeedContext } from './context.ts';

/** Issue 28's demo of the back office's pages screens, after the content step. */
export async function seedDemoPages(_context: SeedContext): Promise<void> {}
