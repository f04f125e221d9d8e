import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.ts';

/** Every `.ts` source under a folder, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The keys the server answers in errors: the first argument of `new ConflictError(...)` and friends, the keys of
 * a `ValidationError`'s fields, zod's `message:` and `error:` keys, and the key constants the features export.
 */
const KEY = String.raw`'([a-z]+(?:\.[a-z_]+)+)'`;
const PATTERNS = [
  new RegExp(String.raw`new (?:Conflict|Validation|Forbidden|NotFound|Gone|TooManyRequests)Error\(\s*${KEY}`, 'g'),
  new RegExp(String.raw`(?<!permissions): \[\s*${KEY}\s*\]`, 'g'),
  new RegExp(String.raw`(?:message|error):\s*${KEY}`, 'g'),
  // Key constants; job kinds and permissions are named so and are not texts.
  new RegExp(String.raw`export const (?![A-Z_]*(?:JOB|PERMISSION)\b)[A-Z_]+ = ${KEY};`, 'g'),
];

describe('server error keys', () => {
  it('every key the features and contracts answer has a text in the catalogs (ru is typed against ua)', () => {
    const keys = new Set<string>();
    for (const file of [...sources('features'), ...sources('contracts')]) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of PATTERNS) for (const match of text.matchAll(pattern)) keys.add(match[1]);
    }
    const known = catalogs.ua as Record<string, string>;
    const missing = [...keys].filter((key) => !(key in known)).sort();
    expect(missing).toEqual([]);
  });
});
