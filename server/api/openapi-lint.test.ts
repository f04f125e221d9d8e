import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { buildOpenApiDocument } from './openapi.ts';

const run = promisify(execFile);
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { severity: string; ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/**
 * The document is checked by the field's linter, `redocly lint` with its built-in recommended rules, offline
 * (no telemetry, no update check), from an empty folder so no configuration file can relax a rule
 * (docs/decisions/225). An ambiguous path, an undefined path parameter or a schema that says nothing fails here.
 */
test('the OpenAPI document passes redocly lint (recommended) with no error and no warning', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'vizyt-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(buildOpenApiDocument()));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const args = ['lint', '--format=json', '--extends=recommended', '--max-problems=1000', file];
    // Problems make it exit 1: the report is on standard output either way.
    const stdout = await run(REDOCLY, args, { cwd: folder, env, maxBuffer: 64 * 1024 * 1024 }).then(
      (result) => result.stdout,
      (error: { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`redocly lint gave no report: ${error.stderr ?? ''}`);
        return error.stdout;
      },
    );
    const report = JSON.parse(stdout) as LintReport;
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}, 120_000);
