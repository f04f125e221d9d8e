/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: a fault test may stop,
 * restart and terminate it without touching the server other tests share. Uses the machine's installed
 * PostgreSQL binaries (Debian: /usr/lib/postgresql/<version>/bin); as root, the server runs as `postgres`. A
 * standby of one streams from it, as a read replica does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/free-port.ts';

export interface PrivatePostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  url(database?: string): string;
  start(): void;
  /** A fast shutdown (`pg_ctl stop -m fast`): sessions are terminated, as in a restart. */
  stop(): void;
  /** An immediate shutdown (`pg_ctl stop -m immediate`): as if the server crashed. */
  crash(): void;
  /** A standby becomes a primary (`pg_ctl promote`, waiting until it takes writes). */
  promote(): void;
  dispose(): void;
}

/** The newest installed PostgreSQL's bin folder, or undefined when PostgreSQL is not installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return version ? join(root, version, 'bin') : undefined;
}

const AS_ROOT = process.getuid?.() === 0;

/** `command` with `args` as the `postgres` user when this is root (PostgreSQL and PgBouncer refuse root); else as it is. */
export function asServiceUser(command: string, args: readonly string[]): [string, string[]] {
  return AS_ROOT ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
}

/** A new temporary folder, owned by the `postgres` user when this is root. */
export function serviceFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (AS_ROOT) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(dir, uid, gid);
  }
  return dir;
}

/** A new cluster made by `initdb`, started. */
export function startPrivatePostgres(): Promise<PrivatePostgres> {
  return startCluster((run, data) => run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']));
}

/**
 * A streaming replica of `primary`, started: `pg_basebackup -R` copies the primary and writes the standby's
 * settings, so it replays what the primary writes and refuses writes of its own.
 */
export function startStandby(primary: PrivatePostgres): Promise<PrivatePostgres> {
  return startCluster((run, data) => run('pg_basebackup', ['-D', data, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync', '-d', primary.url()]));
}

async function startCluster(create: (run: (command: string, args: string[]) => void, data: string) => void): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const port = await freePort();
  const dir = serviceFolder('vizyt-pg-');
  const run = (command: string, args: string[]) => {
    const result = spawnSync(...asServiceUser(join(bin, command), args), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(dir, 'data');
  create(run, data);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const server: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']),
    promote: () => run('pg_ctl', ['-D', data, '-w', '-t', '30', 'promote']),
    dispose() {
      spawnSync(...asServiceUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
