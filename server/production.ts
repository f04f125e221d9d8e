/**
 * The compiled server's supervisor (docs/decisions/298), started by `build/node/production.js`
 * (server/entries/production.ts): its workers run `build/node/main.js`. `npm start` builds when needed and then
 * runs that file with `node`; a service manager or a container runs the same command.
 */
import { requireRuntime } from './runtime.ts';
import { supervise } from './supervisor.ts';

export function runProduction(workerEntry: string): void {
  requireRuntime('The server');
  process.env.NODE_ENV = 'production';
  supervise({ exec: workerEntry });
}
