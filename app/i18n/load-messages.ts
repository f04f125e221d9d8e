import type { Locale } from './locale.ts';
import { registerMessages, type Messages } from './messages.ts';

const loads = new Map<string, Promise<boolean>>();

async function fetchMessages(path: string): Promise<Messages> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(path);
      if (response.ok) return (await response.json()) as Messages;
      if (response.status < 500) throw new Error(`messages ${response.status}`);
    } catch (error) {
      if (attempt >= 2) throw error;
    }
    if (attempt >= 2) throw new Error('messages unavailable');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Fetches a page's messages file (docs/decisions/277) once and registers it for `locale`; true once they
 * are there, false when they could not be had (after one more try). The file is named by its content, so
 * the browser's cache usually answers.
 */
export function loadMessages(locale: Locale, path: string): Promise<boolean> {
  let load = loads.get(path);
  if (!load) {
    load = fetchMessages(path).then(
      (messages) => {
        registerMessages(locale, messages);
        return true;
      },
      () => {
        loads.delete(path);
        return false;
      },
    );
    loads.set(path, load);
  }
  return load;
}
