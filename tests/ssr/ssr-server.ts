import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ensureBuild, ROOT } from '../../scripts/build.ts';
import { buildServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createServices } from '../../features/services.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

/** The `href` of a page's `<link rel="…">` (with `hrefLang` for an alternate). */
export const linkHref = (html: string, rel: string, hrefLang?: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"${hrefLang ? ` hrefLang="${hrefLang}"` : ''}/>`).exec(html)?.[1]?.replaceAll('&amp;', '&');

/** The page's canonical address. */
export const canonicalOf = (html: string) => linkHref(html, 'canonical');

/** The public origin the SSR tests' pages are served under (canonical links, JSON-LD URLs). */
export const SSR_ORIGIN = 'https://vizyt.test';

export interface SsrServer {
  database: TestDatabase;
  /** A page as a browser's first request gets it: status, HTML and headers. */
  page(
    url: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; html: string; headers: Record<string, string | string[] | number | undefined> }>;
  close(): Promise<void>;
}

/** Vitest runs with NODE_ENV=test; a build made under it would ship React's development bundle. */
export async function ensureProductionBuild(): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await ensureBuild();
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/**
 * The real server for server-rendering tests: the production build of the app, Fastify, React Router SSR
 * and a fresh test database that `fill` puts the file's records into.
 */
export async function startSsrServer(fill: (database: TestDatabase) => Promise<void>): Promise<SsrServer> {
  await ensureProductionBuild();
  const build = (await import(pathToFileURL(join(ROOT, 'build/server/index.js')).href)) as ServerBuild;
  const database = await createTestDatabase();
  await fill(database);
  const config = { ...readConfig({}), publicOrigin: SSR_ORIGIN };
  const app = await buildServer({ config, services: createServices(database), getBuild: async () => build });
  return {
    database,
    async page(url, headers) {
      const response = await app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, html: response.body, headers: response.headers };
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
