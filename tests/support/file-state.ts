/**
 * State a test helper keeps in its module (a seeded random, a counter) and gives back before each test file
 * (tests/support/per-file.ts), also when several files share one process: what a file's tests see must not
 * depend on the files run before it in that process (docs/decisions/283).
 */
const resets = new Set<() => void>();

/** Registers how to start a helper's state afresh. */
export function resetBeforeEachFile(reset: () => void): void {
  resets.add(reset);
}

/** Starts every registered helper's state afresh (the setup file calls it). */
export function resetHelpers(): void {
  for (const reset of resets) reset();
}
