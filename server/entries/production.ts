/** `build/node/production.js`: the supervisor (server/production.ts) of workers that run `main.js` beside it. */
import { fileURLToPath } from 'node:url';
import { launch } from '../launch.ts';

const { runProduction } = await launch(() => import('../production.ts'));
runProduction(fileURLToPath(new URL('./main.js', import.meta.url)));
