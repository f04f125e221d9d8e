/**
 * The server as production runs it, API only (no page build needed), for fault tests that must watch a
 * real process: the last-resort handler is installed, so an unhandled failure ends the process non-zero.
 * Prints one JSON line `{"url": ...}` once it listens; stops on SIGTERM like the production server.
 */
import { readConfig } from '../../server/config.ts';
import { exitGracefully, installLastResort } from '../../server/shutdown.ts';
import { startServer } from '../../server/start-up.ts';

installLastResort();
const server = await startServer({ config: readConfig(), say: () => undefined });
exitGracefully(server.close, { say: () => undefined });
console.log(JSON.stringify({ url: server.url, pid: process.pid }));
