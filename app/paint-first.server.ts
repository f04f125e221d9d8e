import { createHash } from 'node:crypto';
import { SIGNED_IN_HINT_COOKIE } from '../contracts/cookies.ts';
import { STATIC_LIST_READY } from './components/layouts/static-list.tsx';
import { MESSAGES_ATTRIBUTE } from './i18n/messages-file.ts';

/**
 * Paint first, then load the scripts (docs/decisions/165, 166).
 *
 * A server-rendered page is readable and its links work before any JavaScript runs; what the scripts
 * add (hydration: buttons, forms, client navigation) can wait until the page has painted. Left as React
 * Router writes it, a page names its ~25 module files in `<head>` (`modulepreload`) and the browser
 * fetches them alongside the stylesheets, so on a slow connection the first paint waits for bandwidth
 * the scripts take. This rewrite of the finished HTML:
 *
 * - drops the `<link rel="modulepreload">` tags;
 * - turns React Router's inline module script (route modules, then `import(entry)`) inert by giving it
 *   a type browsers do not run (and no `async`, which HTML allows only on scripts that run), and puts a bare `import "…";` of every file it dropped (but the entry,
 *   which must run after the script) at its top, so the whole module graph is fetched at once when it
 *   runs, without a link element per file (each costs the main thread a few milliseconds);
 * - adds a small deferred script (a file the browser keeps, {@link LOADER_PATH}; with the response's CSP
 *   nonce) that starts the scripts: it preloads the entry, adds a module script importing each shared
 *   chunk (evaluated apart, see {@link SEPARATELY_EVALUATED}) and a module script with the inert script's
 *   text to `<head>`.
 *
 * When the loader starts them depends on the page ({@link Wake}):
 *
 * - `paint`: once the first frame has painted (the first animation frame, then a task), or after
 *   {@link FALLBACK_MS} at the latest;
 * - `intent` (reading pages: listings, profiles, articles): once the page has loaded it only fetches the
 *   files into the HTTP cache (`fetch`, low priority: no parsing, no evaluation), and starts them at the visitor's first
 *   sign of activity — a press, touch, key, focus, wheel, scroll or mouse movement — or when an element
 *   marked {@link WAKE_ATTRIBUTE} (a map drawn in the browser) comes onto the screen. A signed-in visitor
 *   (the hint cookie) and a sign-in link (`?login=`) start them at paint, as the header's account menu
 *   and the sign-in dialog need them. A press on a button that only a script can serve, made before the
 *   page has hydrated, is held and replayed once React has taken over the page (on every page, in both
 *   modes); links and form submits work without scripts and are never held.
 *
 * Hydration is unaffected: the preload links React renders are hoistable and are simply added then; the
 * inert script keeps its text, and React does not compare attributes when it hydrates.
 */

/** The type that keeps the route-module script from running until the loader copies it. */
export const DEFERRED_TYPE = 'text/x-vz-deferred';

/** If no frame is painted by then (a tab opened in the background), the scripts load anyway. */
export const FALLBACK_MS = 4_000;

/** When the loader starts the page's scripts (see the module comment). */
export type Wake = 'paint' | 'intent';

/**
 * An element that starts a reading page's scripts when it comes onto the screen ({@link WAKE_MARGIN}). Not
 * before: a page that hydrates while the visitor only reads answers their first press late (docs/decisions/260).
 */
export const WAKE_ATTRIBUTE = 'data-wake';
export const WAKE_MARGIN = '0px';

/** Set on a button pressed before its scripts were there, until the press is replayed (styled in app.css). */
export const HELD_ATTRIBUTE = 'data-vz-held';
/** The expando React puts on each element it has hydrated (its props): the element's handlers are there. */
const REACT_PROPS = '__reactProps';

/** The visitor's first signs of activity that start a reading page's scripts. */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

const PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>/;
const NONCE = /\bnonce="([^"]*)"/;
/** `async` is for scripts that run; on a data block it is invalid HTML (the checker's one error per page). */
const ASYNC = /\s+async(?:="[^"]*")?(?=\s|$)/g;

const ENTRY_IMPORT = /\bimport\("([^"]+)"\);?\s*$/;

/**
 * The shared chunks of scripts/site-chunks.ts. Each gets a module script of its own, so the browser
 * evaluates it in a task of its own as soon as it has arrived, instead of the whole page's code in one
 * long task (React DOM alone is most of it).
 */
const SEPARATELY_EVALUATED = /\/assets\/(react|router|site)-[\w-]+\.js$/;

const js = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The loader: plain ES5 so that it runs (and falls back gracefully) everywhere. One text for every page, served
 * as a file ({@link LOADER_PATH}) that the browser keeps (docs/decisions/282); what differs by page comes from
 * its script element: `data-entry` (the entry, preloaded), `data-chunks` (the shared chunks evaluated apart,
 * space-separated) and `data-wake` (`paint` or `intent`).
 */
export const LOADER_SOURCE = (() => {
  const common = [
    'var d=document,w=window,s=d.currentScript,c=(s&&s.dataset)||{},n=s&&s.nonce,started=false,held=null,ready=false;',
    'var entry=c.entry?[c.entry]:[],chunks=c.chunks?c.chunks.split(" "):[];',
    `var events=${js(INTENT_EVENTS)},options={capture:true,passive:true};`,
    `function inert(){return d.querySelector('script[type="${DEFERRED_TYPE}"]')}`,
    `function messages(){return d.documentElement.getAttribute(${js(MESSAGES_ATTRIBUTE)})}`,
    'function add(text){var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.text=text;d.head.appendChild(s)}',
    'function go(){events.forEach(function(t){w.removeEventListener(t,wake,options)});if(started)return;started=true;',
    'entry.forEach(function(f){var l=d.createElement("link");l.rel="modulepreload";l.href=f;d.head.appendChild(l)});',
    // The page's messages (docs/decisions/277), fetched alongside the scripts: the entry waits for them.
    'var m=messages();if(m&&w.fetch)fetch(m).catch(function(){});',
    'chunks.forEach(function(f){add("import "+JSON.stringify(f)+";")});',
    'var o=inert();if(o)add(o.text)}',
    // Activity starts the scripts after the next frame, so what the activity changed (a pressed button's
    // mark) is painted before the browser parses and evaluates them.
    'function afterFrame(){if(!w.requestAnimationFrame)return false;requestAnimationFrame(function(){setTimeout(go,0)});return true}',
    'function wake(){if(started)return;if(!afterFrame())go()}',
    `function paint(){afterFrame();setTimeout(go,${FALLBACK_MS})}`,
    // A press on a script-only button that React does not serve yet is held, then replayed once the
    // button itself has hydrated (React has put its props on the element). Before React takes over the
    // page every such button is held; while it hydrates, only the buttons the server rendered (a map's
    // own controls are not React's). The button shows the press at once (HELD_ATTRIBUTE, styled in
    // app.css): a person sees an answer while the scripts start.
    // A button of a list React never hydrates (docs/decisions/279) is served once the list says so.
    `function served(b){return Object.keys(b).some(function(k){return k.indexOf("${REACT_PROPS}")===0})||!!(b.closest&&b.closest("[${STATIC_LIST_READY}]"))}`,
    'function hydrating(){return ready||(ready=Object.keys(d).some(function(k){return k.indexOf("__reactContainer")===0}))}',
    'var server=null;function collect(){if(w.WeakSet&&!server){server=new WeakSet();[].forEach.call(d.querySelectorAll(\'button,[role="button"]\'),function(b){server.add(b)})}}',
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",collect);else collect();',
    'function target(e){var t=e.target,b=t&&t.closest&&t.closest(\'button,[role="button"]\');',
    'if(!b||(b.form&&b.type==="submit")||b.disabled||served(b))return null;',
    'return !hydrating()||(server&&server.has(b))?b:null}',
    `function mark(b,on){if(b&&b.setAttribute){if(on)b.setAttribute("${HELD_ATTRIBUTE}","");else b.removeAttribute("${HELD_ATTRIBUTE}")}}`,
    'var down=null;function up(){var b=down;down=null;if(b&&b!==held)setTimeout(function(){if(b!==held)mark(b,false)},400)}',
    'w.addEventListener("pointerdown",function(e){var b=target(e);if(b){down=b;mark(b,true)}},true);',
    'w.addEventListener("pointerup",up,true);w.addEventListener("pointercancel",up,true);',
    'function replay(){var b=held;if(!b)return;if(!b.isConnected){held=null;return}',
    'if(!served(b))return void setTimeout(replay,30);held=null;b.click();mark(b,false)}',
    'w.addEventListener("click",function(e){var b=target(e);if(!b)return;',
    'e.preventDefault();e.stopPropagation();if(held&&held!==b)mark(held,false);mark(b,true);',
    'if(!held)setTimeout(replay,30);held=b;wake()},true);',
  ];
  return [
    '(function(){',
    ...common,
    'if(c.wake!=="intent")return void paint();',
    `if(/(^|;\\s*)${SIGNED_IN_HINT_COOKIE}=/.test(d.cookie)||/[?&]login=/.test(location.search))return void paint();`,
    'events.forEach(function(t){w.addEventListener(t,wake,options)});',
    'if(w.IntersectionObserver){var near=new IntersectionObserver(function(entries){',
    `if(entries.some(function(e){return e.isIntersecting})){near.disconnect();go()}},{rootMargin:${js(WAKE_MARGIN)}});`,
    `[].forEach.call(d.querySelectorAll("[${WAKE_ATTRIBUTE}]"),function(el){near.observe(el)})}`,
    // Fetched into the cache once the page itself (its images too) has loaded, so a press later waits
    // only for evaluation and hydration, not for the network; a few links per task, as each costs the
    // main thread about a millisecond.
    'var queue=[];function prefetch(){if(started||!queue.length)return;',
    'if(w.fetch)fetch(queue.shift(),{priority:"low"}).catch(function(){});setTimeout(prefetch,0)}',
    'function prefetchAll(){var o=inert(),seen={};',
    '((o&&o.text.match(/"[^"]+\\.js"/g))||[]).map(function(q){return JSON.parse(q)}).concat(entry,messages()||[]).forEach(function(f){',
    'if(!seen[f]){seen[f]=1;queue.push(f)}});setTimeout(prefetch,0)}',
    'if(d.readyState==="complete")prefetchAll();else w.addEventListener("load",prefetchAll);',
    '})()',
  ].join('');
})();

/** Where the loader is served (server/loader-route.ts): named by its text, so the browser keeps it for good. */
export const LOADER_PATH = `/assets/wake.${createHash('sha256').update(LOADER_SOURCE).digest('base64url').slice(0, 12)}.js`;

/** The loader's element: deferred (it runs once the document is parsed, never blocking its paint). */
function loaderTag(entry: string | undefined, chunks: readonly string[], wake: Wake, nonce: string | undefined): string {
  const attributes = [
    nonce === undefined ? '' : ` nonce="${nonce}"`,
    entry ? ` data-entry="${entry}"` : '',
    chunks.length > 0 ? ` data-chunks="${chunks.join(' ')}"` : '',
  ].join('');
  return `<script src="${LOADER_PATH}" defer${attributes} data-wake="${wake}"></script>`;
}

const MANIFEST = /(window\.__reactRouterManifest\s*=\s*)(\{[\s\S]*?\n\});/;

/** The compact manifests already written, by React Router's text: the same few for every page of a kind. */
const compacted = new Map<string, string>();
const COMPACTED_KEPT = 64;

/** React Router writes the routes' manifest indented: the same object in one line is a third lighter. */
function compactManifest(text: string): string {
  const found = MANIFEST.exec(text);
  if (!found) return text;
  let manifest = compacted.get(found[2]);
  if (manifest === undefined) {
    try {
      manifest = js(JSON.parse(found[2]));
    } catch {
      return text;
    }
    if (compacted.size >= COMPACTED_KEPT) compacted.delete(compacted.keys().next().value!);
    compacted.set(found[2], manifest);
  }
  return `${text.slice(0, found.index)}${found[1]}${manifest};${text.slice(found.index + found[0].length)}`;
}

/** The rewritten document, and the text of every script the loader adds to it (for the CSP's hashes). */
export interface PaintFirstDocument {
  html: string;
  addedScripts: string[];
}

/**
 * Rewrites a finished HTML document so its scripts load after the first paint. A document without React
 * Router's module script (a plain error text, say) is returned unchanged.
 */
export function paintFirst(html: string, wake: Wake = 'paint'): string {
  return paintFirstDocument(html, wake).html;
}

export function paintFirstDocument(html: string, wake: Wake = 'paint'): PaintFirstDocument {
  const unchanged = { html, addedScripts: [] };
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return unchanged;
  const files: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    if (!files.includes(href)) files.push(href);
    return '';
  });
  const found = MODULE_SCRIPT.exec(withoutPreloads);
  if (!found) return unchanged;
  const close = withoutPreloads.indexOf('</script>', found.index);
  if (close < 0) return unchanged;
  const nonce = NONCE.exec(found[0])?.[1];
  const text = compactManifest(withoutPreloads.slice(found.index + found[0].length, close));
  const entry = ENTRY_IMPORT.exec(text)?.[1];
  const prefix = files
    .filter((file) => file !== entry)
    .map((file) => `import ${JSON.stringify(file)};`)
    .join('');
  const inert = `<script${found[1].replace(ASYNC, '')} type="${DEFERRED_TYPE}"${found[2].replace(ASYNC, '')}>${prefix}${text}</script>`;
  const separate = files.filter((file) => SEPARATELY_EVALUATED.test(file));
  const loader = loaderTag(entry, separate, wake, nonce);
  return {
    html: `${withoutPreloads.slice(0, found.index)}${inert}${loader}${withoutPreloads.slice(close + '</script>'.length)}`,
    // The same texts the loader writes: `"import "+JSON.stringify(file)+";"` and the inert script's text.
    addedScripts: [...separate.map((file) => `import ${JSON.stringify(file)};`), `${prefix}${text}`],
  };
}
