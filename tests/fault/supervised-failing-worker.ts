/** The production supervisor over a worker that can never start, for the supervisor's back-off test. */
import { fileURLToPath } from 'node:url';
import { supervise } from '../../server/supervisor.ts';

supervise({ exec: fileURLToPath(new URL('./failing-worker.ts', import.meta.url)) });
