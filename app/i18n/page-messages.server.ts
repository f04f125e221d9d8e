import { createHash } from 'node:crypto';
import { catalogs } from './catalogs.ts';
import { LOCALES, type Locale } from './locale.ts';
import { isKeyInScope, MESSAGE_SCOPES, messageScopeOfPath, type MessageScope } from './message-scopes.ts';
import { messagesFilePath } from './messages-file.ts';
import { registerMessages, type Messages } from './messages.ts';

// Server-side rendering and `translate()` in `meta` see every key of both languages.
registerMessages('ua', catalogs.ua);
registerMessages('ru', catalogs.ru);

/** What the browser needs to translate the pages of one language and one part of the site. */
export interface PageMessages {
  locale: Locale;
  scope: MessageScope;
  messages: Messages;
  /** `messages` as the JSON text the browser receives. */
  json: string;
  /** Where the browser fetches it: the text's hash is in the name, so it is kept for good (docs/decisions/277). */
  path: string;
}

const subsets = new Map<string, PageMessages>();

function subsetOf(locale: Locale, scope: MessageScope): PageMessages {
  const id = `${locale}:${scope}`;
  let subset = subsets.get(id);
  if (!subset) {
    const messages = Object.fromEntries(Object.entries(catalogs[locale] as Record<string, string>).filter(([key]) => isKeyInScope(key, scope)));
    const json = JSON.stringify(messages);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
    subset = { locale, scope, messages, json, path: messagesFilePath(locale, scope, hash) };
    subsets.set(id, subset);
  }
  return subset;
}

/** The messages of a page of this path: its language, the keys of its scope (docs/decisions/160). */
export function pageMessages(locale: Locale, pathname: string): PageMessages {
  return subsetOf(locale, messageScopeOfPath(pathname));
}

/** Every messages file this build serves, by its path. */
export function messagesFiles(): PageMessages[] {
  return LOCALES.flatMap((locale) => MESSAGE_SCOPES.map((scope) => subsetOf(locale, scope)));
}
