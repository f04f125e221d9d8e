import { serializeError } from './logging.ts';

/** How long requests in flight may take to finish before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, close the database,
 * exit. A second signal, or a shutdown that outlasts the grace period, exits at once.
 */
export function exitGracefully(close: () => Promise<void>, { graceMs = SHUTDOWN_GRACE_MS, say = console.log } = {}): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    say(`${signal}: finishing requests in flight, then stopping.`);
    setTimeout(() => {
      say(`Requests still running after ${graceMs / 1000} s: stopping anyway.`);
      process.exit(1);
    }, graceMs).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The last resort: an error nothing handled means the process is in an unknown state. It is logged
 * (type, code and stack, no values: server/logging.ts) and the process exits non-zero, for the
 * supervisor or service manager to start a fresh one. Lost database connections never get here
 * (db/client.ts); they are answered 503.
 */
export function installLastResort(say: (line: string) => void = (line) => console.error(line)): void {
  const die = (kind: string) => (error: unknown) => {
    try {
      say(JSON.stringify({ level: 'fatal', msg: kind, err: serializeError(error instanceof Error ? error : new Error(String(error))) }));
    } finally {
      process.exit(1);
    }
  };
  process.on('uncaughtException', die('uncaught exception'));
  process.on('unhandledRejection', die('unhandled rejection'));
}
