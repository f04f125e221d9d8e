/** `build/node/main.js`: a worker, or the server alone (server/main.ts), with its own stack traces mapped. */
import { launch } from '../launch.ts';

await launch(() => import('../main.ts'));
