/**
 * `npm test`: every check a reviewer would run, in order, stopping at the first failure. The last line
 * is always `N passed, N failed, N skipped` (tests, plus one per typecheck, lint and build stage).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { requireRuntime } from '../server/runtime.ts';
import { ROOT } from './build.ts';
import { EMBEDDED_PROOFS } from '../tests/support/embedded-proofs.ts';
import { listTestFiles } from '../tests/support/test-files.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
/** One timed item of a stage's report: a test file (vitest) or one browser test. */
interface Timing {
  stage: string;
  name: string;
  seconds: number;
}
interface Stage {
  name: string;
  /** Why the stage does not run, if it does not. */
  skip?: string;
  run(): Promise<Counts>;
}

requireRuntime('npm test');
const RESULTS = join(ROOT, 'test-results');
/** How many of the slowest test files and browser tests the end of the run lists. */
const SLOWEST = 20;
const timings: Timing[] = [];
const stageTimes: { name: string; seconds: number; failed: boolean }[] = [];
const BIN = join(ROOT, 'node_modules/.bin');
const { TEST_DATABASE_URL, ...envWithoutDatabase } = process.env;

/**
 * The tests' sessions commit without waiting for the disk (`synchronous_commit=off`, read by node-postgres and
 * psql from PGOPTIONS): a test's databases are thrown away, and no test here is about surviving a crash of the
 * server (the fault tests crash a server of their own). About a tenth off the database tests (docs/decisions/318).
 */
function withoutWaitingForTheDisk(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PGOPTIONS: `${env.PGOPTIONS ?? ''} -c synchronous_commit=off`.trim() };
}

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

/** What the test runs' JSON reports hold, of what this script reads. */
interface Report {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  numFailedTestSuites?: number;
  /** tests/support/file-times-reporter.ts: one entry per test file, its import, hooks and tests. */
  files?: { name: string; ms: number }[];
  /** The browser-test runner: one entry per test. */
  tests?: { name: string; ms: number }[];
  /** The browser-test runner: the tests that failed, and those that passed only when run again alone. */
  failures?: { name: string; message: string }[];
  again?: string[];
  /** Vitest: each file's tests. */
  testResults?: { name: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

/** The tests that failed, and the browser tests that passed only on a second run, named at the end of the run. */
const failedTests: string[] = [];
const passedAgain: string[] = [];

/** Keeps the names of a report's failed tests (with the first line of why) for the end of the run. */
function keepFailures(report: Report): void {
  for (const failure of report.failures ?? []) failedTests.push(`${failure.name}: ${failure.message}`);
  passedAgain.push(...(report.again ?? []));
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(`${relative(ROOT, file.name)} › ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
}

/** Keeps the report's per-file (vitest) or per-test (browser) seconds for the slowest list. */
function keepTimings(stage: string, report: Report): void {
  for (const file of report.files ?? []) timings.push({ stage, name: file.name, seconds: file.ms / 1000 });
  for (const test of report.tests ?? []) timings.push({ stage, name: test.name, seconds: test.ms / 1000 });
}

/**
 * Counts from a test run's JSON report, keeping its per-test times under `timingsOf` when given; a run that
 * failed without reporting counts one failure.
 */
function readCounts(reportPath: string, exitCode: number, timingsOf?: string): Counts {
  if (!existsSync(reportPath)) return { passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  if (timingsOf) keepTimings(timingsOf, report);
  keepFailures(report);
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
  const fileTimes = join(RESULTS, `vitest-${label}-file-times.json`);
  rmSync(report, { force: true });
  rmSync(fileTimes, { force: true });
  const code = await run(
    'vitest',
    [
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./tests/support/file-times-reporter.ts',
      ...files,
    ],
    { ...env, VITEST_FILE_TIMES: fileTimes },
  );
  if (existsSync(fileTimes)) keepTimings(label, JSON.parse(readFileSync(fileTimes, 'utf8')) as Report);
  return readCounts(report, code);
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

/** The test files that talk to a database: on PostgreSQL when it is present, else on PGlite. */
function databaseTestFiles(): string[] {
  return listTestFiles(ROOT)
    .filter((file) => usesDatabase(file))
    .map((file) => relative(ROOT, file));
}

/**
 * What runs on PGlite: everything without PostgreSQL; with it, the tests that need no database and the
 * embedded database's own proofs (tests/support/embedded-proofs.ts), since the others run on PostgreSQL.
 */
function pgliteTestFiles(): string[] {
  const missing = EMBEDDED_PROOFS.filter(({ file }) => !existsSync(join(ROOT, file)));
  if (missing.length) throw new Error(`tests/support/embedded-proofs.ts names files that are gone: ${missing.map(({ file }) => file).join(', ')}`);
  if (!TEST_DATABASE_URL) return [];
  const embedded = new Set(EMBEDDED_PROOFS.map(({ file }) => file));
  return listTestFiles(ROOT)
    .filter((file) => embedded.has(relative(ROOT, file)) || !usesDatabase(file))
    .map((file) => relative(ROOT, file));
}

const stages: Stage[] = [
  {
    // Side by side: each is one process on one core, and this machine has two; the formatter's check is short.
    name: 'typecheck, lint and format',
    run: async () => {
      const typecheck = async () => ((await run('react-router', ['typegen'])) === 0 ? check('tsc', []) : { passed: 0, failed: 1, skipped: 0 });
      const counts = await Promise.all([
        typecheck(),
        check('eslint', ['.']).then(async (lint) => [lint, await check('prettier', ['--check', '--log-level', 'warn', '.'])]),
      ]).then(([types, lints]) => [types, ...lints]);
      return counts.reduce((sum, one) => ({ passed: sum.passed + one.passed, failed: sum.failed + one.failed, skipped: 0 }));
    },
  },
  // Before the tests: the page tests and the browser tests serve this build rather than make their own.
  { name: 'production build', run: () => check('tsx', ['scripts/build.ts']) },
  {
    name: TEST_DATABASE_URL ? 'unit tests and the embedded database proofs (PGlite)' : 'unit and integration tests (PGlite)',
    // An empty list runs every test file.
    run: () => vitest('pglite', pgliteTestFiles(), envWithoutDatabase),
  },
  {
    name: 'integration tests (PostgreSQL)',
    skip: TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
    run: () => {
      const files = databaseTestFiles();
      return files.length ? vitest('postgres', files, withoutWaitingForTheDisk(process.env)) : Promise.resolve({ passed: 0, failed: 0, skipped: 0 });
    },
  },
  {
    // Alone, after the others: these stop and start servers and measure recovery in seconds. Beside the PGlite
    // stage the two took 93.5 s against 52 + 37 s one after the other (docs/decisions/283).
    name: 'fault tests (a PostgreSQL server of their own)',
    run: () => vitest('fault', ['tests/fault'], { ...envWithoutDatabase, FAULT_TESTS: '1' }),
  },
  {
    name: 'browser tests',
    run: async () => {
      const report = join(RESULTS, 'e2e.json');
      rmSync(report, { force: true });
      // On PGlite, as `npm start` serves: measured on PostgreSQL they were no faster (docs/decisions/283).
      const code = await run('tsx', ['tests/e2e/run.ts'], { ...envWithoutDatabase, E2E_REPORT: report });
      return readCounts(report, code, 'browser');
    },
  },
];

/** The stages' times, then the slowest test files and browser tests: where to look when the suite grows slow. */
function printWhereTheTimeWent(): void {
  console.log('\nStage times:');
  for (const stage of stageTimes) console.log(`  ${stage.seconds.toFixed(1).padStart(7)} s  ${stage.name}${stage.failed ? ' (failed)' : ''}`);
  const slowest = (stage: (name: string) => boolean, title: string) => {
    const rows = timings
      .filter((timing) => stage(timing.stage))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    if (!rows.length) return;
    console.log(`\nThe ${rows.length} slowest ${title}:`);
    for (const row of rows) console.log(`  ${row.seconds.toFixed(1).padStart(7)} s  ${row.stage === 'browser' ? '' : `[${row.stage}] `}${row.name}`);
  };
  slowest((stage) => stage !== 'browser', 'test files (import, hooks and tests; two run at a time)');
  slowest((stage) => stage === 'browser', `browser tests (each one's wall time; ${process.env.E2E_WORKERS ?? 'three'} run at a time)`);
}

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
    stageTimes.push({ name: stage.name, seconds: Number(seconds), failed: true });
    console.log(`\n✗ ${stage.name} failed after ${seconds} s.${rest.length ? ` Not run: ${rest.join(', ')}.` : ''}`);
    break;
  }
  stageTimes.push({ name: stage.name, seconds: Number(seconds), failed: false });
  console.log(`✓ ${stage.name} (${seconds} s)`);
}
printWhereTheTimeWent();
const list = (title: string, names: string[]) => names.length && console.log(`\n${title}:\n${names.map((name) => `  ${name}`).join('\n')}`);
list('Passed only when run again alone', passedAgain);
list('Failed', failedTests);
const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);
console.log(failedStage ? `\nnpm test FAILED at "${failedStage}" (${minutes} min)` : `\nAll stages passed (${minutes} min)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = failedStage ? 1 : 0;
