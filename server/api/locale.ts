import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '../../app/i18n/locale.ts';

const TAGS: Record<string, Locale> = { ua: 'ua', uk: 'ua', ru: 'ru' };

/**
 * The language of an API answer from `Accept-Language` (`ua|ru`; `uk` means `ua`), honouring q-values;
 * Ukrainian when the header names neither.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header.length > 500) return DEFAULT_LOCALE;
  let best: { locale: Locale; quality: number } | undefined;
  for (const part of header.split(',', 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const locale = TAGS[tag.split('-')[0]];
    if (!locale) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > 0 && (!best || quality > best.quality)) best = { locale, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
