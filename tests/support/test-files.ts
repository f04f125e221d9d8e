import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold no vitest files of ours: dependencies, build output, data, the browser tests. */
const NOT_TESTS = new Set(['node_modules', 'build', 'data', '.git', 'e2e', 'tmp', 'test-results', '.react-router']);

/** Every vitest file (`*.test.ts`, `*.test.tsx`) under `dir`, as absolute paths. */
export function listTestFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_TESTS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listTestFiles(path, out);
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}
