import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeStun, encodeStun, STUN_CLASS, STUN_METHOD } from './stun.ts';

/**
 * A real TURN server for tests (issue 13, docs/decisions/223): Debian's coturn, started on loopback on a
 * free port with a random shared secret, so tests prove the relay path instead of assuming it. `.ci/run`
 * installs coturn; without it, tests that need it skip with `TURN_SERVER_MISSING`.
 */

/** Debian's coturn; `TURNSERVER_PATH` points elsewhere (or nowhere, to see the tests skip). */
export const TURN_SERVER_BINARY = process.env.TURNSERVER_PATH || '/usr/bin/turnserver';
export const TURN_SERVER_MISSING = `coturn is not installed (${TURN_SERVER_BINARY}): apt-get install coturn, or run .ci/run`;
export const TURN_REALM = 'vizyt.test';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 15_000;

export interface TurnServer {
  /** `turn:` addresses over UDP and TCP, as `TURN_URLS` takes them. */
  urls: string[];
  /** `stun:` address of the same server. */
  stunUrls: string[];
  host: string;
  port: number;
  realm: string;
  /** The shared secret (`--static-auth-secret`): what `TURN_SECRET` would be. */
  secret: string;
  /** The server's log, for a failing test to print. */
  logFile: string;
  stop(): Promise<void>;
}

export const turnServerAvailable = () => existsSync(TURN_SERVER_BINARY);

/**
 * Short-lived credentials as coturn's REST API (`--use-auth-secret`) checks them: the username is
 * `<expiry in Unix seconds>:<name>`, the password base64(HMAC-SHA1(secret, username)).
 */
export function turnRestCredentials(secret: string, name: string, ttlSeconds = 3600, now = Date.now()): { username: string; credential: string } {
  const username = `${Math.floor(now / 1000) + ttlSeconds}:${name}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** A UDP port nobody on loopback holds right now. */
async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => socket.once('error', reject).bind(0, HOST, resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/** One STUN Binding request; true when the server answers it. */
async function answersBinding(port: number, timeoutMs: number): Promise<boolean> {
  const socket = createSocket('udp4');
  try {
    const request = encodeStun(STUN_METHOD.binding | STUN_CLASS.request, []);
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      socket.on('message', (packet) => {
        const answer = decodeStun(packet);
        if (answer && answer.transactionId.equals(request.subarray(8, 20))) {
          clearTimeout(timer);
          resolve(answer.type === (STUN_METHOD.binding | STUN_CLASS.success));
        }
      });
      socket.on('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      socket.send(request, port, HOST);
    });
  } finally {
    socket.close();
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts coturn in the foreground on 127.0.0.1 (a free port; relay ports in a random range of 200), with
 * the REST API's shared secret and loopback peers allowed; waits until it answers a STUN Binding request.
 * Throws when coturn is missing (check `turnServerAvailable()` first) or does not come up.
 */
export async function startTurnServer(): Promise<TurnServer> {
  if (!turnServerAvailable()) throw new Error(TURN_SERVER_MISSING);
  // A loaded machine once left coturn silent (no log at all) past the deadline; a second start on a new port
  // has always answered, so one retry keeps the relay test about the relay, not about start-up timing.
  try {
    return await startOnce();
  } catch (first) {
    try {
      return await startOnce();
    } catch (second) {
      throw new Error(`${(first as Error).message}\nsecond start: ${(second as Error).message}`);
    }
  }
}

async function startOnce(): Promise<TurnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'vizyt-turn-'));
  const logFile = join(dir, 'turn.log');
  const secret = randomBytes(16).toString('hex');
  const port = await freeUdpPort();
  const minPort = 40_000 + Math.floor(Math.random() * 100) * 200;
  const child = spawn(
    TURN_SERVER_BINARY,
    [
      '--listening-ip',
      HOST,
      '--relay-ip',
      HOST,
      '--listening-port',
      String(port),
      '--min-port',
      String(minPort),
      '--max-port',
      String(minPort + 199),
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm',
      TURN_REALM,
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--no-rfc5780',
      '--no-software-attribute',
      '--fingerprint',
      '--log-file',
      logFile,
      '--simple-log',
      '--no-stdout-log',
      // Its own files, never the system's (/var/lib/turn/turndb, /var/run/turnserver.pid).
      '--userdb',
      join(dir, 'turndb'),
      '--pidfile',
      join(dir, 'turnserver.pid'),
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersBinding(port, 200))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
      await stop();
      throw new Error(`turnserver did not answer on ${HOST}:${port} (exit code ${child.exitCode}):\n${log}`);
    }
  }
  return {
    urls: [`turn:${HOST}:${port}?transport=udp`, `turn:${HOST}:${port}?transport=tcp`],
    stunUrls: [`stun:${HOST}:${port}`],
    host: HOST,
    port,
    realm: TURN_REALM,
    secret,
    logFile,
    stop,
  };
}
