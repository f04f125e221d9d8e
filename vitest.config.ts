import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = new URL('.', import.meta.url).pathname;
const SKIPPED = new Set(['node_modules', 'build', 'data', '.git', 'tmp', 'test-results', '.react-router', 'e2e']);

/** Test files that replace a module (`vi.mock`): the module must be loaded afresh for them, in a process of their own. */
function filesThatMock(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesThatMock(path);
    return /\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')) ? [relative(ROOT, path)] : [];
  });
}

const mocking = filesThatMock();
// Fault tests stop and start servers and measure recovery in seconds: `npm test` runs them alone (FAULT_TESTS=1).
const faults = Boolean(process.env.FAULT_TESTS);
const excluded = [...(faults ? [] : ['tests/fault/**']), 'node_modules/**', 'build/**', 'tests/e2e/**', 'data/**', 'bench/**', 'tmp/**', 'test-results/**', '.react-router/**'];

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/per-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...excluded, ...mocking],
          // Files share their worker's modules: importing the server once per worker instead of once per file halves
          // the unit and integration stages (docs/decisions/283). A helper's own state starts afresh for each file
          // (tests/support/file-state.ts). The fault tests, which stop and start servers, keep a process each.
          isolate: faults,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocking.length ? mocking : ['-none-'], exclude: excluded, isolate: true } },
    ],
  },
});
