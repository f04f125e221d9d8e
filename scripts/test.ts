/**
 * `npm test`: every check a reviewer would run, in order, stopping at the first failure. The last line
 * is always `N passed, N failed, N skipped` (tests, plus one per typecheck, lint and build stage).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './build.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface Stage {
  name: string;
  /** Why the stage does not run, if it does not. */
  skip?: string;
  run(): Promise<Counts>;
}

const RESULTS = join(ROOT, 'test-results');
const BIN = join(ROOT, 'node_modules/.bin');
const { TEST_DATABASE_URL, ...envWithoutDatabase } = process.env;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN, command), args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** A stage that is one check: it passes when the command exits 0. */
async function check(command: string, args: string[]): Promise<Counts> {
  const code = await run(command, args);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

/** Counts from a test run's JSON report; a run that failed without reporting counts one failure. */
function readCounts(reportPath: string, exitCode: number): Counts {
  if (!existsSync(reportPath)) return { passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Record<string, number>;
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  // Files that fail to load have no failed tests but fail the run all the same.
  if (exitCode !== 0 && counts.failed === 0) counts.failed = Math.max(1, report.numFailedTestSuites ?? 0);
  return counts;
}

async function vitest(label: string, files: string[], env: NodeJS.ProcessEnv): Promise<Counts> {
  const report = join(RESULTS, `vitest-${label}.json`);
  rmSync(report, { force: true });
  const code = await run(
    'vitest',
    ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files],
    env,
  );
  return readCounts(report, code);
}

function listTestFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', 'data', '.git', 'e2e', 'tmp', 'test-results'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listTestFiles(path, out);
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** True when the file, or a module of ours it imports (transitively), creates a test database. */
function usesDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (text.includes('createTestDatabase')) return true;
  for (const [, specifier] of text.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)) {
    if (usesDatabase(join(dirname(file), specifier), seen)) return true;
  }
  return false;
}

/** The test files that talk to a database: the ones worth a second run on PostgreSQL. */
function databaseTestFiles(): string[] {
  return listTestFiles(ROOT)
    .filter((file) => usesDatabase(file))
    .map((file) => relative(ROOT, file));
}

const stages: Stage[] = [
  { name: 'typecheck', run: async () => ((await run('react-router', ['typegen'])) === 0 ? check('tsc', []) : { passed: 0, failed: 1, skipped: 0 }) },
  { name: 'lint', run: () => check('eslint', ['.']) },
  { name: 'unit and integration tests (PGlite)', run: () => vitest('pglite', [], envWithoutDatabase) },
  {
    name: 'integration tests (PostgreSQL)',
    skip: TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
    run: () => {
      const files = databaseTestFiles();
      return files.length ? vitest('postgres', files, process.env) : Promise.resolve({ passed: 0, failed: 0, skipped: 0 });
    },
  },
  {
    // Alone, after the others: these stop and start servers and measure recovery in seconds.
    name: 'fault tests (a PostgreSQL server of their own)',
    run: () => vitest('fault', ['tests/fault'], { ...envWithoutDatabase, FAULT_TESTS: '1' }),
  },
  { name: 'production build', run: () => check('tsx', ['scripts/build.ts']) },
  {
    name: 'browser tests',
    run: async () => {
      const report = join(RESULTS, 'e2e.json');
      rmSync(report, { force: true });
      const code = await run('tsx', ['tests/e2e/run.ts'], { ...envWithoutDatabase, E2E_REPORT: report });
      return readCounts(report, code);
    },
  },
];

mkdirSync(RESULTS, { recursive: true });
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const startedAt = performance.now();
let failedStage: string | undefined;
for (const [index, stage] of stages.entries()) {
  if (stage.skip) {
    console.log(`\n▶ ${stage.name}: skipped (${stage.skip})`);
    continue;
  }
  console.log(`\n▶ ${stage.name}`);
  const stageStart = performance.now();
  const counts = await stage.run();
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const seconds = ((performance.now() - stageStart) / 1000).toFixed(1);
  if (counts.failed > 0) {
    failedStage = stage.name;
    const rest = stages.slice(index + 1).map((s) => s.name);
    console.log(`\n✗ ${stage.name} failed after ${seconds} s.${rest.length ? ` Not run: ${rest.join(', ')}.` : ''}`);
    break;
  }
  console.log(`✓ ${stage.name} (${seconds} s)`);
}
const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);
console.log(failedStage ? `\nnpm test FAILED at "${failedStage}" (${minutes} min)` : `\nAll stages passed (${minutes} min)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = failedStage ? 1 : 0;
