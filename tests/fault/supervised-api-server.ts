/** The production supervisor over the API-only server (tests/fault/api-server.ts), for the supervisor's fault test. */
import { fileURLToPath } from 'node:url';
import { supervise } from '../../server/supervisor.ts';

supervise({ exec: fileURLToPath(new URL('./api-server.ts', import.meta.url)) });
