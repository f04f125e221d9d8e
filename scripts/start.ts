/**
 * `npm start`: builds the app when the build is missing or stale, then runs the production server under
 * its supervisor (server/supervisor.ts): worker processes that are restarted when they die.
 */
import { ensureBuild } from './build.ts';

process.env.NODE_ENV = 'production';
try {
  await ensureBuild();
} catch (error) {
  console.error(`The build failed (${(error as Error).message}); the messages above say why.`);
  process.exit(1);
}
const { supervise } = await import('../server/supervisor.ts');
supervise();
