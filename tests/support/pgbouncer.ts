/**
 * Debian's PgBouncer in transaction pooling mode in front of a private PostgreSQL, on a free port: what a
 * deployment puts between many app processes and one database (docs/decisions/301). As root it runs as
 * `postgres`, as PgBouncer refuses root.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../../bench/free-port.ts';
import { asServiceUser, serviceFolder } from './private-postgres.ts';

export const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PgBouncer {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` through the pool. */
  url(database: string): string;
  stop(): void;
}

/** Pools `database` of the server on `serverPort`, `poolSize` server connections at most. */
export async function startPgBouncer(serverPort: number, database: string, poolSize = 10): Promise<PgBouncer> {
  const dir = serviceFolder('vizyt-pgbouncer-');
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), '"postgres" ""\n');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=127.0.0.1 port=${serverPort} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      'admin_users = postgres',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const child = spawn(...asServiceUser(PGBOUNCER!, [join(dir, 'pgbouncer.ini')]), { stdio: 'ignore' });
  for (let waited = 0; !(await accepts(port)); waited += 50) {
    if (waited > 10_000 || child.exitCode !== null) throw new Error('PgBouncer did not start');
    await sleep(50);
  }
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    stop() {
      // The pid file names PgBouncer itself, not `runuser` before it.
      const pidFile = join(dir, 'pgbouncer.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
      if (pid) process.kill(pid, 'SIGTERM');
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
