import { INSTALL_OFFER_EVENT, INSTALL_OFFER_PROPERTY, INSTALLED_PROPERTY } from '../../../contracts/web-app.ts';

/**
 * The document head's tiny classic script (docs/decisions/248). Chromium fires `beforeinstallprompt` once,
 * soon after the page has loaded, and a page to read starts its own scripts only at the visitor's first
 * activity (docs/decisions/166), so the offer would be gone by the time React could listen. This keeps it:
 * the browser's own mini-bar is held back (we offer with our own words), the event is kept on `window`
 * for the install offer to pick up, and a live page is told it arrived. An install through the browser's
 * menu before the scripts ran is remembered too. Plain ES5, no imports: it is inlined in every page and
 * allowed by its hash like the other inline scripts (docs/decisions/174); it costs well under a millisecond.
 */
export const INSTALL_CAPTURE_SCRIPT = [
  '(function(w){',
  'w.addEventListener("beforeinstallprompt",function(e){',
  `e.preventDefault();w.${INSTALL_OFFER_PROPERTY}=e;w.dispatchEvent(new Event(${JSON.stringify(INSTALL_OFFER_EVENT)}))});`,
  `w.addEventListener("appinstalled",function(){w.${INSTALL_OFFER_PROPERTY}=null;w.${INSTALLED_PROPERTY}=true})`,
  '})(window)',
].join('');
