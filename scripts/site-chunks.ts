import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/** React, React DOM and React Router: every page runs them, so they travel as one file. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;

/** The route modules whose own imports every public page needs: the document and the public layout. */
const SHELL_ROUTES = [/\/app\/root\.tsx$/, /\/app\/routes\/public\/layout\.tsx$/];

const ours = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && !id.includes('?');

/**
 * The browser build's chunks for shared code (docs/decisions/165). Left to itself the bundler gives
 * every small shared module its own file, and a public page needed about forty of them, each a request
 * (and, before hydration, a `<link rel="modulepreload">` to process). Here:
 *
 * - `framework`: React, React DOM, the scheduler and React Router;
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
        if (imports.every((next) => found.has(next) || FRAMEWORK.test(next))) continue;
        found.delete(id);
        changed = true;
      }
    }
    return found;
  };
  return (id, meta) => {
    if (FRAMEWORK.test(id)) return 'framework';
    site ??= shellCode(meta);
    if (site.has(id)) return 'site';
    return undefined;
  };
}
