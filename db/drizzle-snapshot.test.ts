import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from './schema/index.ts';

const META = fileURLToPath(new URL('./drizzle/meta/', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));

type Snapshot = Parameters<typeof generateMigration>[0];

describe('the snapshot `npm run db:generate` starts from (db/drizzle/meta)', () => {
  const snapshots = readdirSync(META)
    .filter((file) => /^\d{4}_snapshot\.json$/.test(file))
    .sort();
  const latest = snapshots.at(-1) as string;

  it('equals db/schema: generating now would write no migration', async () => {
    const stored = JSON.parse(readFileSync(META + latest, 'utf8')) as Snapshot;
    const statements = await generateMigration(stored, generateDrizzleJson(schema as Record<string, unknown>, stored.id));
    expect(statements, `db/schema changed without a migration: run npm run db:generate -- <name>`).toEqual([]);
  });

  it('is the schema after a migration of the same number, and each generated migration has its snapshot', () => {
    const journal = JSON.parse(readFileSync(META + '_journal.json', 'utf8')) as { entries: { idx: number; tag: string }[] };
    const migrations = new Set(readdirSync(MIGRATIONS).map((file) => file.replace(/\.(sql|ts)$/, '')));
    for (const entry of journal.entries) {
      expect(migrations, `journal entry ${entry.tag}`).toContain(entry.tag);
      expect(snapshots, `journal entry ${entry.tag}`).toContain(`${String(entry.idx).padStart(4, '0')}_snapshot.json`);
    }
    expect(latest).toBe(`${journal.entries.at(-1)?.tag.slice(0, 4)}_snapshot.json`);
  });
});
