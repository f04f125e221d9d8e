import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * React with React DOM, and React Router: every page runs them. Two files rather than one, so the
 * browser evaluates each in a task of its own (app/paint-first.server.ts).
 */
const FRAMEWORK: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, 'router'],
];
const framework = (id: string) => FRAMEWORK.find(([pattern]) => pattern.test(id))?.[1];

/** The route modules whose own imports every public page needs: the document and the public layout. */
const SHELL_ROUTES = [/\/app\/root\.tsx$/, /\/app\/routes\/public\/layout\.tsx$/];

const ours = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && !id.includes('?');

/**
 * The browser build's chunks for shared code (docs/decisions/165). Left to itself the bundler gives
 * every small shared module its own file, and a public page needed about forty of them, each a request
 * (and, before hydration, a `<link rel="modulepreload">` to process). Here:
 *
 * - `react` (React, React DOM, the scheduler) and `router` (React Router);
 * - `site`: our modules that the document and the public layout import, directly or not (i18n, header,
 *   footer, account state, shell), as far as they import nothing but each other and the framework: every
 *   public page needs all of them anyway.
 *
 * Route modules stay entries of their own, and everything else keeps the default splitting, so a page
 * still loads only the code of its routes.
 */
export function siteChunks(): GetManualChunk {
  let site: Set<string> | null = null;
  const shellCode = (meta: ManualChunkMeta): Set<string> => {
    const found = new Set<string>();
    const roots = [...meta.getModuleIds()].filter((id) => SHELL_ROUTES.some((pattern) => pattern.test(id)));
    const visit = (id: string) => {
      for (const next of meta.getModuleInfo(id)?.importedIds ?? []) {
        if (found.has(next) || !ours(next) || meta.getModuleInfo(next)?.isEntry) continue;
        found.add(next);
        visit(next);
      }
    };
    roots.forEach(visit);
    // A module's static imports join its chunk (the bundler's rule), so a module that imports anything
    // outside the framework and the site itself (a component library, say) stays with the default split.
    let changed = true;
    while (changed) {
      changed = false;
      for (const id of found) {
        const imports = meta.getModuleInfo(id)?.importedIds ?? [];
        if (imports.every((next) => found.has(next) || framework(next))) continue;
        found.delete(id);
        changed = true;
      }
    }
    return found;
  };
  return (id, meta) => {
    const shared = framework(id);
    if (shared) return shared;
    site ??= shellCode(meta);
    if (site.has(id)) return 'site';
    return undefined;
  };
}
