/**
 * The index of the decision records (`docs/decisions/README.md`): number, title, status and date of each, read
 * from the records themselves. `npx tsx scripts/decisions-index.ts` writes it; a test keeps it current.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
export const INDEX_FILE = `${DECISIONS_DIR}README.md`;

/** `Status: accepted · 2026-12-05`, optionally followed by `· amends 287` or `· amended by 290`. */
export const STATUS_LINE = /^Status: (accepted|superseded by \d{3}) · (\d{4}-\d{2}-\d{2})(?: · (.+))?$/m;

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  status: string;
  date: string;
  note: string | null;
}

export function readDecisions(dir = DECISIONS_DIR): DecisionRecord[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(dir + file, 'utf8');
      const title = /^# (?:\d{3}\.?\s*)?(.+)$/m.exec(text)?.[1]?.trim() ?? file;
      const status = STATUS_LINE.exec(text);
      return { file, number: file.slice(0, 3), title, status: status?.[1] ?? '', date: status?.[2] ?? '', note: status?.[3] ?? null };
    });
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function decisionsIndex(records: readonly DecisionRecord[]): string {
  const rows = records.map(
    ({ file, number, title, status, date, note }) => `| ${number} | [${cell(title)}](${file}) | ${[status, note].filter(Boolean).join(', ')} | ${date} |`,
  );
  return [
    '# Decision records',
    '',
    'Why the code is as it is: one record a decision, numbered in the order taken. A record is not rewritten when a',
    'later one changes its course; its status says which one did. The architecture they refine is',
    '[ARCHITECTURE.md](../ARCHITECTURE.md). This index is written by `npx tsx scripts/decisions-index.ts`.',
    '',
    '| No. | Decision | Status | Date |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(INDEX_FILE, decisionsIndex(readDecisions()));
  console.log(`${INDEX_FILE} written`);
}
