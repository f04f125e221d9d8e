import { catalogs } from './catalogs.ts';
import type { Locale } from './locale.ts';
import { isKeyInScope, messageScopeOfPath, type MessageScope } from './message-scopes.ts';
import { registerMessages, type Messages } from './messages.ts';

// Server-side rendering and `translate()` in `meta` see every key of both languages.
registerMessages('ua', catalogs.ua);
registerMessages('ru', catalogs.ru);

export interface PageMessages {
  scope: MessageScope;
  messages: Messages;
  /** `messages` as JSON text: one string in the page's loader data is about a fifth smaller in the HTML than the object. */
  json: string;
}

const subsets = new Map<string, PageMessages>();

/** What the browser needs to translate a page of this path: its language, the keys of its scope. */
export function pageMessages(locale: Locale, pathname: string): PageMessages {
  const scope = messageScopeOfPath(pathname);
  const id = `${locale}:${scope}`;
  let subset = subsets.get(id);
  if (!subset) {
    const messages = Object.fromEntries(Object.entries(catalogs[locale] as Record<string, string>).filter(([key]) => isKeyInScope(key, scope)));
    subset = { scope, messages, json: JSON.stringify(messages) };
    subsets.set(id, subset);
  }
  return subset;
}
