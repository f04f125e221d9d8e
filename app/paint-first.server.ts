/**
 * Paint first, then load the scripts (docs/decisions/165).
 *
 * A server-rendered page is readable and its links work before any JavaScript runs; what the scripts
 * add (hydration: buttons, forms, client navigation) can wait until the page has painted. Left as React
 * Router writes it, a page names its ~25 module files in `<head>` (`modulepreload`) and the browser
 * fetches them alongside the stylesheets, so on a slow connection the first paint waits for bandwidth
 * the scripts take. This rewrite of the finished HTML:
 *
 * - drops the `<link rel="modulepreload">` tags;
 * - turns React Router's inline module script (route modules, then `import(entry)`) inert by giving it
 *   a type browsers do not run, and puts a bare `import "…";` of every file it dropped (but the entry,
 *   which must run after the script) at its top, so the whole module graph is fetched at once when it
 *   runs, without a link element per file (each costs the main thread a few milliseconds);
 * - adds a small classic script (with the response's CSP nonce) that, once the first frame has painted
 *   (the first animation frame, then a task), or after {@link FALLBACK_MS} at the latest, preloads the
 *   entry, adds a module script importing each shared chunk (evaluated apart, see
 *   {@link SEPARATELY_EVALUATED}) and a module script with the inert script's text to `<head>`.
 *
 * Hydration is unaffected: the preload links React renders are hoistable and are simply added then; the
 * inert script keeps its text, and React does not compare attributes when it hydrates.
 */

/** The type that keeps the route-module script from running until the loader copies it. */
export const DEFERRED_TYPE = 'text/x-vz-deferred';

/** If no frame is painted by then (a tab opened in the background), the scripts load anyway. */
export const FALLBACK_MS = 4_000;

const PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const NONCE = /\bnonce="([^"]*)"/;

const ENTRY_IMPORT = /\bimport\("([^"]+)"\);?\s*$/;

/**
 * The shared chunks of scripts/site-chunks.ts. Each gets a module script of its own, so the browser
 * evaluates it in a task of its own as soon as it has arrived, instead of the whole page's code in one
 * long task (React DOM alone is most of it).
 */
const SEPARATELY_EVALUATED = /\/assets\/(react|router|site)-[\w-]+\.js$/;

const js = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The loader: plain ES5 so that it runs (and falls back gracefully) everywhere. */
function loaderSource(preloads: string[], separate: string[]): string {
  return [
    '(function(){',
    'var d=document,n=d.currentScript&&d.currentScript.nonce,started=false;',
    'function add(text){var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.text=text;d.head.appendChild(s)}',
    'function go(){if(started)return;started=true;',
    `${js(preloads)}.forEach(function(f){var l=d.createElement("link");l.rel="modulepreload";l.href=f;d.head.appendChild(l)});`,
    `${js(separate)}.forEach(function(f){add("import "+JSON.stringify(f)+";")});`,
    `var o=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(o)add(o.text)}`,
    'if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(go,0)});',
    `setTimeout(go,${FALLBACK_MS})`,
    '})()',
  ].join('');
}

/**
 * Rewrites a finished HTML document so its scripts load after the first paint. A document without React
 * Router's module script (a plain error text, say) is returned unchanged.
 */
export function paintFirst(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const files: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    if (!files.includes(href)) files.push(href);
    return '';
  });
  const found = MODULE_SCRIPT.exec(withoutPreloads);
  if (!found) return html;
  const close = withoutPreloads.indexOf('</script>', found.index);
  if (close < 0) return html;
  const nonce = NONCE.exec(found[0])?.[1];
  const text = withoutPreloads.slice(found.index + found[0].length, close);
  const entry = ENTRY_IMPORT.exec(text)?.[1];
  const prefix = files
    .filter((file) => file !== entry)
    .map((file) => `import ${JSON.stringify(file)};`)
    .join('');
  const inert = `<script${found[1]} type="${DEFERRED_TYPE}"${found[2]}>${prefix}${text}</script>`;
  const separate = files.filter((file) => SEPARATELY_EVALUATED.test(file));
  const loader = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${loaderSource(entry ? [entry] : [], separate)}</script>`;
  return `${withoutPreloads.slice(0, found.index)}${inert}${loader}${withoutPreloads.slice(close + '</script>'.length)}`;
}
