import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The project's source files outside tests, where a setting can be read. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('.env.example', () => {
  it('names only settings the code reads (docs/decisions/300)', () => {
    const names = [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(20);
    const code = ['server', 'features', 'db', 'seed', 'app', 'scripts', 'tests/e2e/support'].flatMap(sources).map((file) => readFileSync(file, 'utf8'));
    const unread = names.filter((name) => !code.some((text) => new RegExp(`\\b${name}\\b`).test(text)));
    expect(unread).toEqual([]);
  });
});
