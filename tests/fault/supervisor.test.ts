/**
 * The production supervisor (server/supervisor.ts) keeps the site up when a worker dies, and the last-resort
 * handler makes a worker in an unknown state die loudly rather than limp on (docs/decisions/170).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/free-port.ts';
import { afterExit, RESTART_DELAYS_MS, STABLE_AFTER_MS, workerCount } from '../../server/supervisor.ts';
import { allocatorEnv } from '../../server/worker-allocator.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { supervisedServerEnv } from '../support/supervised-server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('worker count', () => {
  it('is one per core on PostgreSQL, WEB_CONCURRENCY when set, and always one on the embedded database', () => {
    expect(workerCount({ DATABASE_URL: 'postgres://x' }, 2)).toBe(2);
    expect(workerCount({ DATABASE_URL: 'postgres://x', WEB_CONCURRENCY: '3' }, 2)).toBe(3);
    expect(workerCount({ DATABASE_URL: 'postgres://x', WEB_CONCURRENCY: 'many' }, 4)).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: '4' }, 2)).toBe(1);
  });
});

describe('after a worker exits', () => {
  it('waits longer after each failure in a row, and starts at once again only after a worker served a while', () => {
    let failures = 0;
    const waits: number[] = [];
    for (let start = 0; start < 9; start += 1) {
      const next = afterExit(failures, { exitedAt: 1_000 });
      expect(next.failedStart).toBe(true);
      failures = next.failures;
      waits.push(next.delayMs);
    }
    expect(waits).toEqual([...RESTART_DELAYS_MS.slice(1), 60_000, 60_000, 60_000]);
    // Listening is not enough: a worker that dies soon after is one more failure.
    expect(afterExit(failures, { listenedAt: 1_000, exitedAt: 1_000 + STABLE_AFTER_MS - 1 })).toMatchObject({ failures: 10, failedStart: false });
    expect(afterExit(failures, { listenedAt: 1_000, exitedAt: 1_000 + STABLE_AFTER_MS })).toEqual({ failures: 0, delayMs: 250, failedStart: false });
  });

  it('backs off a worker that cannot start and says so, then stops on SIGTERM', async () => {
    const supervisor = spawn(process.execPath, ['--import', 'tsx', 'tests/fault/supervised-failing-worker.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none', WEB_CONCURRENCY: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const lines: string[] = [];
    createInterface({ input: supervisor.stderr! }).on('line', (line) => {
      if (line.startsWith('Worker')) lines.push(line);
    });
    // Three failed starts take 0 + 1 + 2 s of waiting plus three start-ups, each slower on a loaded machine.
    for (const started = Date.now(); lines.length < 3 && Date.now() - started < 15_000;) await sleep(100);
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', resolve));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Started at 0, 1 s, 3 s: three failures, the third told to wait 5 s.
    expect(lines.slice(0, 3).map((line) => line.replace(/^Worker \d+ /, ''))).toEqual([
      'could not start (exit code 1); 1 failed in a row, next try in 1000 ms.',
      'could not start (exit code 1); 2 failed in a row, next try in 2000 ms.',
      'could not start (exit code 1); 3 failed in a row, next try in 5000 ms.',
    ]);
  }, 30_000);
});

describe('the last-resort handler', () => {
  it('logs an unhandled rejection as fatal and exits non-zero', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/fault/last-resort-crash.ts'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('still running');
    const line = JSON.parse(result.stderr.trim().split('\n').at(-1)!) as { level: string; msg: string; err: { message: string } };
    expect(line).toMatchObject({ level: 'fatal', msg: 'unhandled rejection', err: { message: 'nobody handles this' } });
  });
});

describe.runIf(!!postgresBinaries())('the supervisor (PostgreSQL)', () => {
  let postgres: PrivatePostgres;
  let supervisor: ChildProcess;
  const workers: number[] = [];
  let port = 0;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    port = await freePort();
    supervisor = spawn(process.execPath, ['--import', 'tsx', 'tests/fault/supervised-api-server.ts'], {
      env: await supervisedServerEnv(postgres, port, 'supervisor test 1'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    createInterface({ input: supervisor.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) workers.push((JSON.parse(line) as { pid: number }).pid);
    });
    for (let waited = 0; workers.length < 2 && waited < 90_000; waited += 100) await sleep(100);
  }, 120_000);

  afterAll(() => {
    if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
    for (const pid of workers) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    postgres?.dispose();
  });

  it('serves from two workers, replaces a killed one while the other answers, and stops cleanly on SIGTERM', async () => {
    expect(workers).toHaveLength(2);
    const health = () =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
    expect(await health()).toBe(200);
    // jemalloc where the system has it (docs/decisions/320; .ci/run installs it): mapped into the workers, not the supervisor.
    const jemalloc = allocatorEnv({}).LD_PRELOAD;
    const maps = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8');
    if (jemalloc) expect(maps(workers[0])).toContain(jemalloc);
    else expect(maps(workers[0])).not.toContain('libjemalloc');
    expect(maps(supervisor.pid!)).not.toContain('libjemalloc');

    process.kill(workers[0], 'SIGKILL');
    const answers: number[] = [];
    for (let waited = 0; workers.length < 3 && waited < 30_000; waited += 100) {
      answers.push(await health());
      await sleep(100);
    }
    expect(workers, 'a replacement worker started').toHaveLength(3);
    // The surviving worker answered meanwhile: the site never went dark.
    expect(answers.filter((status) => status === 200).length).toBeGreaterThan(answers.length / 2);
    expect(await health()).toBe(200);

    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
