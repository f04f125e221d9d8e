/** The production server: `npm start` runs it after making sure the build is current. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { readConfig } from './config.ts';
import { loadEnvFile } from './env-file.ts';
import { releaseMemoryWhenIdle } from './idle-memory.ts';
import { exitGracefully, installLastResort } from './shutdown.ts';
import { signInMessage } from './sign-in-message.ts';
import { startServer } from './start-up.ts';

installLastResort();
loadEnvFile();
const config = readConfig();
const serverBuildPath = resolve('build/server/index.js');
if (!existsSync(serverBuildPath)) {
  console.error('No production build found: run `npm run build` first (`npm start` does it for you).');
  process.exit(1);
}
// Loaded while the database opens and migrates; a request that comes first waits for it.
const build = import(pathToFileURL(serverBuildPath).href) as Promise<ServerBuild>;

const [server] = await Promise.all([startServer({ config, getBuild: () => build, clientDir: resolve('build/client'), logger: true }), build]);
exitGracefully(server.close);
// A quiet worker gives back what its busy time grew (docs/decisions/317).
releaseMemoryWhenIdle(server.app.server, {
  onRelease: ({ residentBefore, residentAfter, ms }) =>
    server.app.log.info(
      { residentBeforeMb: Math.round(residentBefore / 2 ** 20), residentAfterMb: Math.round(residentAfter / 2 ** 20), ms: Math.round(ms) },
      'quiet: memory released',
    ),
});
// Under the supervisor only the first worker speaks; a lone process always does.
if ((process.env.VIZYT_WORKER_INDEX ?? '0') === '0') {
  // Behind a proxy (compose, several nodes) the site is where PUBLIC_ORIGIN says, not the node's own port.
  for (const line of signInMessage(config.publicOrigin ?? server.url, server.administrator)) console.log(line);
  // performance.now() counts from process start: this is the whole start-up, build check included.
  console.log(`Ready in ${(performance.now() / 1000).toFixed(1)} s.`);
}
