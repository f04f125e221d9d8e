/**
 * Debian's nginx in front of app nodes on this machine, with the compose file's proxy settings
 * (deploy/nginx.conf) and one upstream server per node: what the several-nodes test and `bench:cluster` run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** nginx with deploy/nginx.conf, its upstream pointed at `ports`, on a free port of its own; once it answers. */
export async function startProxy(ports: readonly number[]): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'vizyt-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  // The upstream's two nodes, then the same two as backups: as many lines of each as there are nodes here.
  const nodes = (_lines: string, indent: string, options: string) => ports.map((node) => `${indent}server 127.0.0.1:${node}${options}\n`).join('');
  const config = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^( *)server app1:3000( max_fails[^\n]*)\n *server app2:3000[^\n]*\n/m, nodes)
    .replace(/^( *)server app1:3000( backup;)\n *server app2:3000 backup;\n/m, nodes)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', `worker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};`);
  if (config.includes('app1:3000') || !config.includes(`server 127.0.0.1:${ports[0]} backup;`)) throw new Error('deploy/nginx.conf names its nodes otherwise');
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
