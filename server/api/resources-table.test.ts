import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { findResource, resources } from '../../resources/registry.ts';
import { API_DOCS, documentedTable, resourceTable, withTable } from './resources-table.ts';

describe('the resource table of docs/api.md', () => {
  test('is the one derived from the registry (run `npx tsx server/api/resources-table.ts` after changing a resource)', () => {
    expect(documentedTable(readFileSync(API_DOCS, 'utf8'))).toBe(resourceTable());
  });

  test('has one row per resource with its whitelists, writes and screen', () => {
    const rows = resourceTable().split('\n').slice(2);
    expect(rows).toHaveLength(resources.length);
    expect(rows.find((row) => row.startsWith('| `specializations` |'))).toBe(
      '| `specializations` | public | full CRUD | yes | ' +
        `${findResource('specializations')!.filterable.join(', ')} | ${findResource('specializations')!.sortable.join(', ')} | name, code | — | \`/admins/handbooks/specialization\` |`,
    );
    expect(rows.find((row) => row.startsWith('| `support` |'))).toContain('| update only (`405` to creates), moderated | yes |');
    expect(rows.find((row) => row.startsWith('| `timesheet-entries` |'))).toContain('| staff | read-only | no |');
  });

  test('replaces only what lies between its markers', () => {
    const start = '<!-- resources table: generated from resources/registry.ts by server/api/resources-table.ts -->';
    const markdown = `before\n${start}\nold rows\n<!-- end of resources table -->\nafter`;
    expect(withTable(markdown, '| new |')).toBe(`before\n${start}\n| new |\n<!-- end of resources table -->\nafter`);
    expect(() => withTable('no markers')).toThrow(/markers/);
  });
});
