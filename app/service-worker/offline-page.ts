import type { Locale } from '../../contracts/locale.ts';
import { BRAND } from '../../contracts/brand.ts';
import { escapeHtml } from '../../contracts/html.ts';
import { localeFromPath } from '../../contracts/page-url.ts';
import { common as uaCommon } from '../i18n/ua/common.ts';
import { common as ruCommon } from '../i18n/ru/common.ts';
import { offline as uaOffline } from '../i18n/ua/offline.ts';
import { offline as ruOffline } from '../i18n/ru/offline.ts';
import { formatDayLong, formatInstant } from '../components/booking/format.ts';
import type { OfflineAppointment, OfflineAppointments } from './offline-appointments.ts';

const WORDS = {
  ua: { 'brand.name': uaCommon['brand.name'], ...uaOffline },
  ru: { 'brand.name': ruCommon['brand.name'], ...ruOffline },
} satisfies Record<Locale, Record<string, string>>;
type WordKey = keyof (typeof WORDS)['ua'];

/**
 * The retry button reloads the page as it was asked for (a form's GET would add `?` to an address without
 * a query); without scripts the form itself asks for the same address again.
 */
export const RETRY_SCRIPT = "document.querySelector('form[data-retry]').addEventListener('submit',function(event){event.preventDefault();location.reload()})";
/** `sha256` of `RETRY_SCRIPT` (checked by the unit test). */
export const RETRY_SCRIPT_HASH = 'uCzewhnMSzZnoWmhQrHI0h2q0agsfoec7bs94x+SPZk=';

/**
 * The page allows nothing but its inline style and retry script, the site's icon and the retry form: it asks no
 * other site for anything.
 */
export const OFFLINE_PAGE_POLICY = `default-src 'none'; script-src 'sha256-${RETRY_SCRIPT_HASH}'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a2a;background:#f5f7f7;line-height:1.5}
header{background:${BRAND.green};color:#fff;padding:12px 16px;display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.25rem}
header img{width:32px;height:32px}
main{max-width:40rem;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1.2rem;margin:32px 0 4px}
button{font:inherit;font-weight:600;color:#fff;background:${BRAND.green};border:0;border-radius:8px;padding:10px 20px;min-height:44px;cursor:pointer}
button:focus-visible{outline:3px solid #0b6bcb;outline-offset:2px}
ul{list-style:none;padding:0;margin:12px 0 0}
li{background:#fff;border:1px solid #d5dddc;border-radius:8px;padding:12px 16px;margin-bottom:12px;overflow-wrap:anywhere}
.when{font-weight:700;margin:0}
.muted{color:#4a5857;font-size:.9rem}
dl{margin:8px 0 0;display:grid;grid-template-columns:auto 1fr;gap:2px 12px}
dt{color:#4a5857}
dd{margin:0}
`;

function appointmentItem(locale: Locale, item: OfflineAppointment, say: (key: WordKey) => string): string {
  const what = item.service ? `${item.doctor} — ${item.service}` : item.doctor;
  const place =
    item.format === 'online'
      ? `<dt>${escapeHtml(say('offline.appointment.clinic'))}</dt><dd>${escapeHtml(say('offline.appointment.online'))}</dd>`
      : [
          item.clinic ? `<dt>${escapeHtml(say('offline.appointment.clinic'))}</dt><dd>${escapeHtml(item.clinic)}</dd>` : '',
          item.address ? `<dt>${escapeHtml(say('offline.appointment.address'))}</dt><dd data-address>${escapeHtml(item.address)}</dd>` : '',
        ].join('');
  return (
    `<li data-offline-appointment><p class="when">${escapeHtml(formatDayLong(locale, item.date))}, ${escapeHtml(item.time)}</p>` +
    `<p>${escapeHtml(what)}</p><dl>` +
    `<dt>${escapeHtml(say('offline.appointment.number'))}</dt><dd data-number>${escapeHtml(item.number)}</dd>${place}</dl></li>`
  );
}

function appointmentsSection(locale: Locale, kept: OfflineAppointments | null, now: Date, say: (key: WordKey) => string): string {
  const items = (kept?.items ?? []).filter((item) => Date.parse(item.end) > now.getTime());
  if (!kept || items.length === 0) return '';
  const saved = say('offline.appointments.saved').replace('{{time}}', formatInstant(locale, kept.savedAt));
  return (
    `<section aria-labelledby="offline-appointments"><h2 id="offline-appointments">${escapeHtml(say('offline.appointments'))}</h2>` +
    `<p class="muted">${escapeHtml(saved)}</p><ul>${items.map((item) => appointmentItem(locale, item, say)).join('')}</ul></section>`
  );
}

/** The retry form: a reload, or without scripts a GET of the same address. */
function retryForm(url: URL, say: (key: WordKey) => string): string {
  const fields = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  return `<form method="get" action="${escapeHtml(url.pathname)}" data-retry>${fields}<button type="submit">${escapeHtml(say('offline.retry'))}</button></form><script>${RETRY_SCRIPT}</script>`;
}

/** The offline page for a page address, in its language (`/ru/...` Russian, everything else Ukrainian). */
export function offlinePageHtml(pageUrl: string, kept: OfflineAppointments | null, now = new Date()): string {
  const url = new URL(pageUrl);
  const locale = localeFromPath(url.pathname);
  const say = (key: WordKey) => WORDS[locale][key];
  return (
    `<!doctype html><html lang="${locale === 'ua' ? 'uk' : 'ru'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${BRAND.green}">` +
    `<title>${escapeHtml(say('offline.title'))} — ${escapeHtml(say('brand.name'))}</title><style>${STYLE}</style></head>` +
    `<body><header><img src="/favicon.svg" alt="">${escapeHtml(say('brand.name'))}</header>` +
    `<main data-offline-page><h1>${escapeHtml(say('offline.title'))}</h1><p>${escapeHtml(say('offline.lead'))}</p>${retryForm(url, say)}` +
    `${appointmentsSection(locale, kept, now, say)}</main></body></html>`
  );
}
