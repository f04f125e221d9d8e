import type { SeedContext } from './context.ts';

/** Issue 28's demo of the back office's blog screens, after the content step. */
export async function seedDemoBlog(_context: SeedContext): Promise<void> {}
