import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceDefinition } from '../../resources/define.ts';
import { resources } from '../../resources/registry.ts';
import { describeWrites } from './resources-openapi.ts';

/**
 * The resource table of docs/api.md, derived from the registry like the routes and the OpenAPI document.
 * `npx tsx server/api/resources-table.ts` rewrites it; server/api/resources-table.test.ts fails on drift.
 */
export const API_DOCS = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
const START = '<!-- resources table: generated from resources/registry.ts by server/api/resources-table.ts -->';
const END = '<!-- end of resources table -->';

const list = (names: readonly string[]) => (names.length ? names.join(', ') : '—');

export function resourceTable(definitions: readonly ResourceDefinition[] = resources): string {
  const rows = definitions.map((definition) =>
    [
      `\`${definition.name}\``,
      definition.read,
      describeWrites(definition),
      definition.trash ? 'yes' : 'no',
      list(definition.filterable),
      list(definition.sortable),
      list(definition.searchable),
      list(Object.keys(definition.populate ?? {})),
      definition.admin.screen ? `\`/admins/${definition.admin.screen.path}\`` : '—',
    ].join(' | '),
  );
  return [
    '| resource | read | writes | trash | filterable | sortable | searchable | populate | back-office screen |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** The table as docs/api.md holds it between its markers; `undefined` when the markers are missing. */
export function documentedTable(markdown: string): string | undefined {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end < start) return undefined;
  return markdown.slice(start + START.length, end).trim();
}

export function withTable(markdown: string, table = resourceTable()): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end < start) throw new Error(`docs/api.md: the markers of the resources table are missing (${START})`);
  return `${markdown.slice(0, start + START.length)}\n${table}\n${markdown.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(API_DOCS, withTable(readFileSync(API_DOCS, 'utf8')));
}
