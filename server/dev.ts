/**
 * `npm run dev`: the same server as production, with Vite inside it. Vite serves the browser modules
 * and hot reloads; every page request renders with the latest server build Vite compiles on demand.
 * Server code (this folder, features/, db/) reloads by restarting, through `tsx watch`.
 */
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { readConfig } from './config.ts';
import { loadEnvFile } from './env-file.ts';
import { exitGracefully } from './shutdown.ts';
import { signInMessage } from './sign-in-message.ts';
import { startServer } from './start-up.ts';

loadEnvFile();
const config = { ...readConfig(), production: false };
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

const server = await startServer({
  config,
  getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  logger: true,
  async configure(app) {
    await app.register(middie);
    app.use(vite.middlewares);
  },
});
exitGracefully(async () => {
  await vite.close();
  await server.close();
});
for (const line of signInMessage(server.url, server.administrator)) console.log(line);
console.log('Development server: pages hot-reload; server code restarts on change.');
