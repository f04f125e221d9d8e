import type { Page } from 'playwright-core';
import { catalogs } from '../../../app/i18n/catalogs.ts';
import type { Locale } from '../../../app/i18n/locale.ts';

export type MessageKey = keyof typeof catalogs.ua;

/**
 * A screen found by its labels and texts in the page's language, so every step also checks that the texts
 * are there. `text` fills each `{{name}}` from `params` (an absent one becomes empty).
 */
export class LocalizedScreen {
  constructor(
    readonly page: Page,
    readonly locale: Locale = 'ua',
  ) {}

  text(key: MessageKey, params: Record<string, string | number> = {}): string {
    return catalogs[this.locale][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  }
}
