/**
 * The compiled server's entry (`build/node/production.js`, docs/decisions/298): the supervisor, whose
 * workers run `build/node/main.js`. `npm start` builds when needed and then runs this with
 * `node --enable-source-maps`; a service manager or a container runs the same command.
 */
import { fileURLToPath } from 'node:url';
import { requireRuntime } from './runtime.ts';
import { supervise } from './supervisor.ts';

requireRuntime('The server');
process.env.NODE_ENV = 'production';
supervise({ exec: fileURLToPath(new URL('./main.js', import.meta.url)) });
