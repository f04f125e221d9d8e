import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { listTestFiles } from './tests/support/test-files.ts';

const ROOT = new URL('.', import.meta.url).pathname;

/** Test files that replace a module (`vi.mock`): the module must be loaded afresh for them, in a process of their own. */
const mocking = listTestFiles(ROOT)
  .filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
  .map((path) => relative(ROOT, path));
// Fault tests stop and start servers and measure recovery in seconds: `npm test` runs them alone (FAULT_TESTS=1).
const faults = Boolean(process.env.FAULT_TESTS);
const excluded = [
  ...(faults ? [] : ['tests/fault/**']),
  'node_modules/**',
  'build/**',
  'tests/e2e/**',
  'data/**',
  'bench/**',
  'tmp/**',
  'test-results/**',
  '.react-router/**',
];

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
      ...(mocking.length ? [{ extends: true as const, test: { name: 'isolated', include: mocking, exclude: excluded, isolate: true } }] : []),
    ],
  },
});
