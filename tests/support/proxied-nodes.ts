/**
 * Compiled production servers ("nodes") as child processes, to stand behind Debian's nginx (bench/nginx-proxy.ts):
 * what the several-nodes and replica tests run (tests/fault/several-nodes.test.ts, replica-and-pool.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { PrivatePostgres } from './private-postgres.ts';
import { serverEnv } from './supervised-server.ts';

export { NGINX, startProxy, untilOk, type Proxy } from '../../bench/nginx-proxy.ts';

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
  const child = spawn(process.execPath, ['build/node/main.js'], {
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
