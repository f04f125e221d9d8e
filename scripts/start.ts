/**
 * `npm start`: builds the app when the build is missing or stale, then runs the production server in
 * this same process (one process to signal, no second TypeScript start-up).
 */
import { ensureBuild } from './build.ts';

process.env.NODE_ENV = 'production';
try {
  await ensureBuild();
} catch (error) {
  console.error(`The build failed (${(error as Error).message}); the messages above say why.`);
  process.exit(1);
}
await import('../server/main.ts');
