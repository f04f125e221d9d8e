import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // Fault tests stop and start servers and measure recovery in seconds: `npm test` runs them alone (FAULT_TESTS=1).
    exclude: [...(process.env.FAULT_TESTS ? [] : ['tests/fault/**']), 'node_modules/**', 'build/**', 'tests/e2e/**', 'data/**', 'bench/**', 'tmp/**', 'test-results/**', '.react-router/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/per-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's modules: importing the server once per worker instead of once per file halves
    // the unit and integration stages (docs/decisions/283). A helper's own state starts afresh for each file
    // (tests/support/file-state.ts). The fault tests, which stop and start servers, keep a process each.
    isolate: Boolean(process.env.FAULT_TESTS),
  },
});
