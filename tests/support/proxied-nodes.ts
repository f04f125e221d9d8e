/**
 * Compiled production servers ("nodes") as child processes, and Debian's nginx in front of them with the compose
 * file's proxy settings (deploy/nginx.conf): what the several-nodes test runs (tests/fault/several-nodes.test.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../bench/free-port.ts';
import type { PrivatePostgres } from './private-postgres.ts';
import { serverEnv } from './supervised-server.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AppNode {
  port: number;
  child: ChildProcess;
  /** What it printed, both streams. */
  output: string;
  /** Settles when it says it is ready; rejects if it exits first. */
  ready: Promise<void>;
}

/** Starts `build/node/main.js` on `port` over the database `vizyt`, trusting a proxy on this machine; `env` adds to it. */
export function startNode(postgres: PrivatePostgres, port: number, env: NodeJS.ProcessEnv = {}): AppNode {
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/node/main.js'], {
    env: { ...serverEnv(postgres, port, 'several nodes test 1'), NODE_ENV: 'production', TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node: AppNode = { port, child, output: '', ready: Promise.resolve() };
  child.stderr!.on('data', (chunk: Buffer) => (node.output += chunk.toString()));
  node.ready = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      node.output += `${line}\n`;
      if (line.startsWith('Ready in')) resolve();
    });
    child.once('exit', () => reject(new Error(`node ${port} exited: ${node.output}`)));
  });
  node.ready.catch(() => undefined);
  return node;
}

/** Stops a node with `signal` and waits for it to be gone. */
export async function stopNode(node: AppNode, signal: NodeJS.Signals): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill(signal);
  await exited;
}

/** Waits until `url` answers 200 (at most 20 s). */
export async function untilOk(url: string): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
}

export interface Proxy {
  origin: string;
  stop(): void;
}

/** nginx with deploy/nginx.conf, its two upstreams pointed at `ports`, on a free port of its own; once it answers. */
export async function startProxy(ports: readonly [number, number]): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'vizyt-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('server app1:3000', `server 127.0.0.1:${ports[0]}`)
    .replace('server app2:3000', `server 127.0.0.1:${ports[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', `worker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};`);
  writeFileSync(join(dir, 'nginx.conf'), config);
  execFileSync(NGINX!, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')]);
  const child = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await untilOk(`${origin}/healthz`);
  return {
    origin,
    stop() {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
