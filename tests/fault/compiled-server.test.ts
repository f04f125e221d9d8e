/**
 * The compiled server (docs/decisions/298): what `npm start` runs after the build is plain JavaScript on the
 * project's Node.js 24, with no TypeScript loader in any of its processes, and its stack traces name the
 * TypeScript sources.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/free-port.ts';
import { childPids, residentMb } from '../../bench/server-process.ts';
import { RUNTIME_MAJOR } from '../../server/runtime.ts';
import { ensureBuild } from '../../scripts/build.ts';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { supervisedServerEnv } from '../support/supervised-server.ts';

const ENTRY = ['build/node/production.js'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's command line, as `ps` shows it. */
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

beforeAll(async () => {
  await ensureBuild();
}, 300_000);

describe('the compiled server', () => {
  it('runs on the project’s Node.js, whichever Node started npm', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(RUNTIME_MAJOR);
  });

  it('names the TypeScript source in a stack trace, with no flag on the command line', () => {
    // A setting that stops the start: the worker's last-resort handler logs the error with its stack.
    const result = spawnSync(process.execPath, ['build/node/main.js'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'postgres://127.0.0.1:1/none', TEST_DATABASE_URL: '' },
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const fatal = JSON.parse(result.stderr.trim().split('\n').at(-1)!) as { err: { message: string; stack: string } };
    expect(fatal.err.message).toContain('"eighty"');
    expect(fatal.err.stack).toMatch(/server\/config\.ts:\d+/);
    // Every compiled frame is named by its TypeScript but the entry's own: it turns the maps on, after its map would
    // have been read (server/launch.ts).
    const compiled = fatal.err.stack.split('\n').filter((line) => line.includes('build/node'));
    expect(
      compiled.every((line) => /build\/node\/main\.js:\d+:\d+\)?$/.test(line.trim())),
      compiled.join('\n'),
    ).toBe(true);
  });
});

describe.runIf(!!postgresBinaries())('the compiled server under its supervisor (PostgreSQL)', () => {
  let postgres: PrivatePostgres;
  let supervisor: ChildProcess;
  let port = 0;
  let ready = false;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    port = await freePort();
    supervisor = spawn(process.execPath, ENTRY, {
      env: { ...(await supervisedServerEnv(postgres, port, 'compiled server test 1')), NODE_ENV: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: supervisor.stdout! }).on('line', (line) => {
      if (line.startsWith('Ready in')) ready = true;
    });
    for (let waited = 0; !ready && waited < 90_000; waited += 100) await sleep(100);
  }, 120_000);

  afterAll(() => {
    if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
    postgres?.dispose();
  });

  it('serves pages and the API from two workers with no TypeScript loader, then stops cleanly on SIGTERM', async () => {
    expect(ready, 'the server said it is ready').toBe(true);
    const origin = `http://127.0.0.1:${port}`;
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const page = await fetch(`${origin}/doctors`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="uk"');
    const api = await fetch(`${origin}/api/v1/specializations?limit=1`);
    expect(api.status).toBe(200);

    const children = childPids(supervisor.pid!);
    expect(children).toHaveLength(2);
    const processes = [supervisor.pid!, ...children];
    for (const pid of processes) {
      const [node, ...args] = commandLine(pid);
      expect(node).toBe(process.execPath);
      expect(args.join(' ')).not.toMatch(/tsx|--import|--loader/);
    }
    expect(commandLine(children[0]).at(-1)).toMatch(/build\/node\/main\.js$/);
    // Recorded for the decision's figures; a loose bound catches a server that starts carrying its tools again.
    const memory = processes.map(residentMb);
    console.log(`resident memory, supervisor and workers: ${memory.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}`);
    expect(memory.reduce((a, b) => a + b, 0)).toBeLessThan(900);

    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
