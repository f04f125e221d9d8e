import type { SeoMessageKey } from '../../contracts/seo-messages.ts';

/**
 * The page language's catalog lookup: `(key, params) => translate(locale, key, params)`; `{{name}}`
 * placeholders. Features never import the app, so callers pass it bound to the page's language.
 */
export type Translate = (key: SeoMessageKey, params?: Record<string, string>) => string;
